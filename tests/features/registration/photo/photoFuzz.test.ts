/**
 * D43 against files built to fool the photo checks: crafted JPEGs and PNGs (a second frame
 * header hidden from the reader behind a stuffed FF00, floods of markers or chunks, text in
 * every place a file can hold it) and seeded random mutations of photos carrying text in every
 * such place. Each file is read correctly or refused, in a bounded number of steps (steps.ts:
 * a step scans or copies at most 64 KB), and no text of the input leaves in the output.
 */
import {
  jpegSegment,
  jpegSegments,
  MAX_SEGMENTS,
} from '@/features/registration/photo/jpegSegments';
import { readPhotoHeader, photoStructure } from '@/features/registration/photo/photoHeader';
import { MAX_CHUNKS, PNG_SIGNATURE, pngChunk } from '@/features/registration/photo/pngChunks';
import { runSteps, STEP_BYTES } from '@/features/registration/photo/steps';
import { stripMetadata, strippedPhoto } from '@/features/registration/photo/stripMetadata';
import {
  concat,
  jpegBytes,
  jpegMetadata,
  jpegParts,
  pngBytes,
  type Chunk,
} from '../../../utils/imageFiles';

const ascii = (text: string) => Uint8Array.from(text, (letter) => letter.charCodeAt(0));

/** Text planted in one place of a file: its place's name in it, to say where it came from. */
const plant = (place: string) => `PLANT:${place}:GPS 18.52N`;
const PLANTED = /PLANT:|GPS 18\.52N/;
const plantedIn = (bytes: Uint8Array) => PLANTED.exec(Buffer.from(bytes).toString('latin1'));

/** Steps a file of `length` bytes may take to be read and rebuilt (see steps.ts). */
const stepBound = (length: number) => 4 * Math.ceil(length / STEP_BYTES) + MAX_SEGMENTS + 8;

/** Byte for byte, quickly (deep equality of 25 MB arrays takes seconds). */
const same = (a: Uint8Array | null, b: Uint8Array) => a !== null && Buffer.from(a).equals(b);

interface Outcome {
  header: ReturnType<typeof readPhotoHeader>;
  stripped: Uint8Array | null;
  steps: number;
}

/** Reads and rebuilds `bytes` as preparePhoto.ts does, counting the steps. */
function prepared(bytes: Uint8Array<ArrayBuffer>): Outcome {
  const read = runSteps(photoStructure(bytes));
  if (!read.result) return { header: null, stripped: null, steps: read.steps };
  const rebuilt = runSteps(strippedPhoto(bytes, read.result));
  return {
    header: read.result.header,
    stripped: rebuilt.result,
    steps: read.steps + rebuilt.steps,
  };
}

/**
 * The rules every file meets: refused, or read and rebuilt into a file that reads the same
 * and rebuilds to itself, in a bounded number of steps; the sync entry points agree.
 */
function expectReadOrRefused(bytes: Uint8Array<ArrayBuffer>): Outcome {
  const outcome = prepared(bytes);
  expect(outcome.steps).toBeLessThanOrEqual(stepBound(bytes.length));
  expect(readPhotoHeader(bytes)).toEqual(outcome.header);
  if (!outcome.header) {
    expect(outcome.stripped).toBeNull();
    return outcome;
  }
  const { stripped } = outcome;
  expect(stripped).not.toBeNull();
  if (!stripped) return outcome;
  expect(same(stripMetadata(bytes, outcome.header), stripped)).toBe(true);
  const again = Uint8Array.from(stripped);
  expect(readPhotoHeader(again)).toEqual(outcome.header);
  expect(stripMetadata(again, outcome.header)).toBe(again);
  return outcome;
}

/** Every APP segment kind and a comment, each with text planted in it. */
function jpegMetadataEverywhere(where: string): Uint8Array[] {
  const text = (place: string) => ascii(plant(`${where}-${place}`));
  return [
    // JFIF with a 1 × 1 thumbnail whose pixels are text, and a JFXX thumbnail.
    jpegSegment(
      0xe0,
      concat(ascii('JFIF\0'), Uint8Array.of(1, 2, 1, 0, 72, 0, 72, 10, 1), text('jfif')),
    ),
    jpegSegment(0xe0, concat(ascii('JFXX\0'), Uint8Array.of(0x10), text('jfxx'))),
    jpegMetadata.exif({ orientation: 6 }),
    jpegSegment(0xe1, concat(ascii('Exif\0\0'), text('exif'))),
    jpegMetadata.xmp(),
    jpegSegment(0xe2, concat(ascii('ICC_PROFILE\0'), Uint8Array.of(1, 1), text('icc-desc'))),
    jpegSegment(0xe2, concat(ascii('MPF\0'), text('mpf'))),
    jpegMetadata.iptc(),
    jpegSegment(0xed, concat(ascii('Photoshop 3.0\0'), text('iptc'))),
    jpegSegment(0xee, concat(ascii('Adobe'), Uint8Array.of(0, 100, 0, 0, 0, 0, 1), text('adobe'))),
    jpegSegment(0xef, text('app15')),
    jpegSegment(0xe5, text('app5')),
    jpegSegment(0xfe, text('comment')),
  ];
}

/** A progressive JPEG with text in every APP kind, a comment, between its scans and after EOI. */
function taggedJpeg(width = 640, height = 480): Uint8Array<ArrayBuffer> {
  const plain = jpegBytes({ width, height, frame: 0xc2, scans: 3, dataBytes: 40 });
  const secondScan = plain.indexOf(0xc4, plain.indexOf(0xda)) - 1;
  return concat(
    plain.subarray(0, 2),
    ...jpegMetadataEverywhere('head'),
    plain.subarray(2, secondScan),
    ...jpegMetadataEverywhere('between-scans'),
    plain.subarray(secondScan),
    ascii(plant('after-eoi')),
    jpegBytes({ extra: [jpegMetadata.comment()] }),
  );
}

const pngText = (place: string) => ascii(plant(`png-${place}`));

/** Every chunk a PNG may carry text or data in besides its picture, each with text planted. */
function taggedPng(): Uint8Array<ArrayBuffer> {
  const before: Chunk[] = [
    ['iCCP', concat(pngText('iccp-name'), Uint8Array.of(0, 0), pngText('iccp-profile'))],
    ['sPLT', concat(pngText('splt-name'), Uint8Array.of(0, 8, 1, 2, 3, 4, 0, 1))],
    ['tEXt', concat(ascii('Comment\0'), pngText('text'))],
    ['zTXt', concat(ascii('Location\0\0'), pngText('ztxt'))],
    ['iTXt', concat(ascii('XML:com.adobe.xmp\0\0\0\0\0'), pngText('itxt'))],
    ['eXIf', concat(ascii('MM\0*'), pngText('exif'))],
    ['tIME', pngText('time')],
    ['gAMA', pngText('gama-too-long')],
    ['cHRM', concat(pngText('chrm'), new Uint8Array(32)).subarray(0, 32)],
    ['sRGB', Uint8Array.of(0)],
    ['gAMA', Uint8Array.of(0, 0, 0xb1, 0x8f)],
    ['pHYs', pngText('phys')],
    ['bKGD', pngText('bkgd')],
    ['sBIT', pngText('sbit')],
    ['acTL', pngText('actl')],
    ['fcTL', pngText('fctl')],
    ['prVt', pngText('private')],
    ['abCd', pngText('unknown')],
  ];
  const after: Chunk[] = [
    ['tEXt', concat(ascii('Author\0'), pngText('text-after'))],
    ['fdAT', pngText('fdat')],
    ['gAMA', Uint8Array.of(0, 0, 0xb1, 0x8f)],
  ];
  return pngBytes({ width: 40, height: 30, before, after, trailing: pngText('after-iend') });
}

/** A seeded generator (mulberry32): the same files on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return { next, below: (n: number) => Math.floor(next() * n) };
}

/** Bytes a mutation writes: the ones structure turns on, and any other. */
const TELLING = [0x00, 0x01, 0x02, 0xff, 0xd8, 0xd9, 0xda, 0xc0, 0xc2, 0xc4, 0xdb, 0xd0, 0xe1];

/** `bytes` with a few random changes: bytes set, inserted, removed, repeated or cut off. */
function mutated(bytes: Uint8Array, rng: ReturnType<typeof random>): Uint8Array<ArrayBuffer> {
  let out = Array.from(bytes);
  const changes = 1 + rng.below(4);
  for (let change = 0; change < changes; change += 1) {
    const at = rng.below(out.length);
    const byte = rng.next() < 0.6 ? (TELLING[rng.below(TELLING.length)] ?? 0) : rng.below(256);
    const kind = rng.below(6);
    if (kind === 0 || kind === 1) out[at] = byte;
    else if (kind === 2) out.splice(at, 0, byte, ...(rng.next() < 0.5 ? [rng.below(256)] : []));
    else if (kind === 3) out.splice(at, 1 + rng.below(8));
    else if (kind === 4) out.splice(at, 0, ...out.slice(at, at + 1 + rng.below(40)));
    else out = out.slice(0, Math.max(8, at));
  }
  return Uint8Array.from(out);
}

/**
 * Where `bytes` (a rebuilt JPEG) holds its image data: what follows each scan header up to the
 * next marker. A mutation can make the decoder read a block after a scan as image data (its
 * marker broken): there it is picture, for the reader as for the decoder.
 */
function imageDataRanges(bytes: Uint8Array): [number, number][] {
  return (jpegSegments(bytes) ?? [])
    .filter(({ marker }) => marker === 0xda)
    .map(({ data, end }) => [data.byteOffset - bytes.byteOffset + data.length, end]);
}

describe('files built to fool the photo checks (D43)', () => {
  const real = jpegBytes({ width: 9000, height: 9000 });

  it('refuses a JPEG hiding its real frame behind a stuffed FF00 (read as 100 × 100 before)', () => {
    const small = jpegParts.frame(0xc0, 100, 100);
    const crafted = concat(
      Uint8Array.of(0xff, 0xd8, 0xff, 0x00, 0x00, 0x06, 0xff, 0xe1, 0x00, 0x0f),
      small,
      real.subarray(2),
    );
    expect(expectReadOrRefused(crafted).header).toBeNull();
  });

  it.each([
    ['a TEM marker (FF01)', Uint8Array.of(0xff, 0x01)],
    ['a reserved marker with text', concat(Uint8Array.of(0xff, 0x02, 0, 12), ascii('GPS 18.52N'))],
    ['a reserved marker FFBF', Uint8Array.of(0xff, 0xbf, 0, 2)],
    ['a JPG extension marker FFF0', Uint8Array.of(0xff, 0xf0, 0, 2)],
    ['a restart marker outside image data', Uint8Array.of(0xff, 0xd0)],
    ['a second SOI', Uint8Array.of(0xff, 0xd8)],
    ['a DNL segment', Uint8Array.of(0xff, 0xdc, 0, 4, 0, 100)],
    [
      'a hierarchical DHP segment',
      concat(Uint8Array.of(0xff, 0xde), jpegParts.frame(0, 8, 8).subarray(2)),
    ],
    ['an EXP segment', Uint8Array.of(0xff, 0xdf, 0, 3, 0x11)],
    ['bytes between segments', ascii('GPS')],
    ['an APP1 of length 0', Uint8Array.of(0xff, 0xe1, 0, 0)],
    ['a second frame header', jpegParts.frame(0xc2, 100, 100)],
    [
      'a quantisation table with text after it',
      jpegSegment(0xdb, concat(Uint8Array.of(0), new Uint8Array(64).fill(1), ascii('GPS'))),
    ],
  ])('refuses a JPEG with %s before its real frame', (_case, inserted) => {
    expect(
      expectReadOrRefused(concat(real.subarray(0, 2), inserted, real.subarray(2))).header,
    ).toBeNull();
  });

  it('refuses EOI before the first scan, and a scan before the frame header', () => {
    const frameAt = real.indexOf(0xc0, 2) - 1;
    expect(
      expectReadOrRefused(concat(real.subarray(0, frameAt), Uint8Array.of(0xff, 0xd9))).header,
    ).toBeNull();
    const scan = jpegParts.scan();
    const early = concat(real.subarray(0, 2), scan, real.subarray(2));
    expect(expectReadOrRefused(early).header).toBeNull();
  });

  it('reads a real photo behind text in every place, and sends none of the text', () => {
    const tagged = taggedJpeg(4000, 3000);
    expect(plantedIn(tagged)).not.toBeNull();
    const { header, stripped } = expectReadOrRefused(tagged);
    expect(header).toEqual({ type: 'image/jpeg', width: 4000, height: 3000, orientation: 6 });
    expect(stripped && plantedIn(stripped)).toBeNull();
    expect(stripped && jpegSegments(stripped)?.map(({ marker }) => marker)).toEqual([
      0xd8, 0xe0, 0xe1, 0xee, 0xdb, 0xc2, 0xc4, 0xda, 0xc4, 0xda, 0xc4, 0xda, 0xd9,
    ]);

    const png = taggedPng();
    expect(plantedIn(png)).not.toBeNull();
    const fromPng = expectReadOrRefused(png);
    expect(fromPng.header).toMatchObject({ type: 'image/png', width: 40, height: 30 });
    expect(fromPng.stripped && plantedIn(fromPng.stripped)).toBeNull();
  });

  it.each([
    ['an unknown critical chunk', (before: Chunk[]) => [...before, ['ABCD', ascii('x')] as Chunk]],
    ['a second IHDR', (before: Chunk[]) => [...before, ['IHDR', new Uint8Array(13)] as Chunk]],
    [
      'a palette in a greyscale PNG',
      (before: Chunk[]) => [...before, ['PLTE', Uint8Array.of(1, 2, 3)] as Chunk],
    ],
    [
      'a chunk type that is not letters',
      (before: Chunk[]) => [...before, ['te1t', ascii('x')] as Chunk],
    ],
  ])('refuses a PNG with %s', (_case, add) => {
    expect(expectReadOrRefused(pngBytes({ before: add([]) })).header).toBeNull();
  });

  it('refuses a PNG whose image data is split by another chunk, or that has none', () => {
    const idat = pngChunk('IDAT', Uint8Array.of(0x78, 0x9c));
    const ihdr = pngBytes().subarray(8, 33);
    const end = pngChunk('IEND', new Uint8Array(0));
    const sign = Uint8Array.from(PNG_SIGNATURE);
    const text = pngChunk('tEXt', ascii('a\0b'));
    expect(expectReadOrRefused(concat(sign, ihdr, idat, text, idat, end)).header).toBeNull();
    expect(expectReadOrRefused(concat(sign, ihdr, text, end)).header).toBeNull();
  });

  describe('floods of 25 MB, refused or read in a bounded number of steps', () => {
    const MB25 = 25 * 1024 * 1024;

    it('FF01 markers (10.7 s of main thread before)', () => {
      const flood = new Uint8Array(MB25).fill(0x01);
      for (let at = 0; at < flood.length; at += 2) flood[at] = 0xff;
      flood.set([0xff, 0xd8]);
      expect(expectReadOrRefused(flood).steps).toBeLessThan(5);
    });

    it('empty comments, up to MAX_SEGMENTS of them', () => {
      const flood = new Uint8Array(MB25);
      for (let at = 2; at + 4 <= flood.length; at += 4) flood.set([0xff, 0xfe, 0, 2], at);
      flood.set([0xff, 0xd8]);
      expect(expectReadOrRefused(flood).steps).toBeLessThanOrEqual(MAX_SEGMENTS);
    });

    it('fill bytes, and image data of stuffed FF00 and restart markers only', () => {
      const fill = concat(real.subarray(0, 2), new Uint8Array(MB25).fill(0xff), real.subarray(2));
      expect(expectReadOrRefused(fill).header).toMatchObject({ width: 9000, height: 9000 });
      const dense = new Uint8Array(MB25);
      for (let at = 0; at < dense.length; at += 4) dense.set([0xff, 0x00, 0xff, 0xd3], at);
      const scanEnd = real.length - 2 - 8;
      const photo = concat(real.subarray(0, scanEnd), dense, Uint8Array.of(0xff, 0xd9));
      const { header, stripped } = expectReadOrRefused(photo);
      expect(header).toMatchObject({ width: 9000, height: 9000 });
      expect(stripped).toBe(photo);
    });

    it('a PNG of 2.2 million empty chunks (5 s and +416 MB before)', () => {
      const head = pngBytes().subarray(0, 33);
      const empty = pngChunk('teXt', new Uint8Array(0));
      const flood = new Uint8Array(head.length + 2_200_000 * empty.length);
      flood.set(head);
      for (let at = head.length; at < flood.length; at += empty.length) flood.set(empty, at);
      const { header, steps } = expectReadOrRefused(flood);
      expect(header).toBeNull();
      expect(steps).toBeLessThanOrEqual(MAX_CHUNKS / 256 + 1);
    });
  });

  it('2000 seeded mutations of tagged photos: read or refused, bounded, no text outside image data', () => {
    const rng = random(43);
    const bases = [taggedJpeg(), taggedPng(), jpegBytes({ extra: [jpegMetadata.exif()] })];
    const outcomes = { read: 0, refused: 0 };
    for (let run = 0; run < 2000; run += 1) {
      const base = bases[run % bases.length] ?? bases[0];
      const bytes = mutated(base ?? new Uint8Array(0), rng);
      const { header, stripped } = expectReadOrRefused(bytes);
      outcomes[header ? 'read' : 'refused'] += 1;
      if (!stripped) continue;
      const text = Buffer.from(stripped).toString('latin1');
      const image = imageDataRanges(stripped);
      for (const found of text.matchAll(new RegExp(PLANTED, 'g'))) {
        const inImage = image.some(([from, to]) => found.index >= from && found.index < to);
        expect({ run, at: found.index, inImage }).toEqual({ run, at: found.index, inImage: true });
      }
    }
    // Both ways are exercised.
    expect(outcomes.read).toBeGreaterThan(200);
    expect(outcomes.refused).toBeGreaterThan(200);
  });
});
