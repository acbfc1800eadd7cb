/**
 * Image pipeline (`npm run images`, D26).
 *
 * Sources are the project's own SVG artwork in assets/images/ (site images), assets/demo/
 * (media the mock API serves) and assets/share/ (link previews);
 * `npx tsx scripts/artwork/generate.ts` draws them.
 *
 * - Illustrations are rasterised, because a detailed scene is far smaller and cheaper to paint
 *   as a compressed bitmap than as thousands of SVG shapes: WebP at each width of its group
 *   (widths above the source's intrinsic width are skipped), plus AVIF at a width only when the
 *   AVIF file is smaller than the WebP one. Files: public/images/<name>-<width>.<ext>.
 * - Logos, icons and certification badges stay SVG (copied to public/images/<name>.svg): they
 *   are a few shapes and a word, stay sharp at every size and weigh a few hundred bytes.
 * - Demo media: one 960-wide WebP per SVG in assets/demo/ → public/demo/<name>.webp.
 * - Share images: one 1200 x 630 JPEG per SVG in assets/share/ → public/images/share/<name>.jpg.
 *   JPEG, because WhatsApp and LinkedIn do not read WebP or AVIF link previews reliably.
 * - The manifest src/generated/images.ts lists every site image: `src` is the largest WebP (or
 *   the SVG URL), width/height the intrinsic size, and `sources` AVIF first, then WebP. Where
 *   AVIF was not smaller at some width, the AVIF srcset names the WebP file of that width
 *   instead (every AVIF-capable browser decodes WebP), so no width is ever missing.
 *
 * The output is deterministic: files are processed in sorted order, encoders get fixed
 * settings, metadata is stripped, and files are only rewritten when their bytes change.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import type { ImageAsset, ImageSource } from '@/generated/images';
import { STAGE } from './scenes/heroes';

const root = join(__dirname, '..', '..');
const IMAGE_SRC = join(root, 'assets', 'images');
const DEMO_SRC = join(root, 'assets', 'demo');
const IMAGE_OUT = join(root, 'public', 'images');
const DEMO_OUT = join(root, 'public', 'demo');
const SHARE_SRC = join(root, 'assets', 'share');
const SHARE_OUT = join(IMAGE_OUT, 'share');
const MANIFEST = join(root, 'src', 'generated', 'images.ts');

const WEBP = { quality: 78, effort: 6 } as const;
const AVIF = { quality: 50, effort: 3, chromaSubsampling: '4:2:0' } as const;
const DEMO_WIDTH = 960;
/** mozjpeg keeps a detailed 1200 x 630 card near 100 KB, well under previews' 300 KB limit. */
const JPEG = { quality: 82, mozjpeg: true } as const;

interface Group {
  name: string;
  test: RegExp;
  /** Raster widths; null keeps the file as SVG. */
  widths: readonly number[] | null;
  /**
   * Widths beyond the drawing's own width are drawn from the vector too (they are skipped
   * otherwise): for a picture that fills the screen of a high-density laptop.
   */
  beyondSource?: true;
}

/**
 * Pictures that fill a tall box on phones and portrait tablets also get a 3:4 crop: at 390 x 772
 * px the 16:9 hero drew a 480 px file at 2.9 times its size. Widths from a phone at 1x to a
 * portrait tablet at 2x (1536 x 1904 device pixels). The crop is the scene's stage, where its
 * subject stands whole (scenes/heroes.ts), not its middle, which cut a car and a kiosk in half.
 */
const PORTRAIT = {
  test: /^hero-parking-\d+$/,
  widths: [480, 960, 1440],
  ratio: { width: 3, height: 4 },
  left: STAGE.left,
} as const;

/** First match wins. Names are the SVG file names without extension. */
const GROUPS: readonly Group[] = [
  { name: 'vector', test: /^(partner|group|cert|icon|logo)-/, widths: null },
  // The home hero and the blog's banner span the screen: a 1366 px laptop at 2x draws 2,732
  // device pixels, 1.7 times the 1,600 px drawing; 2,400 keeps it within 1.25 times (D44).
  // The residential gallery's banner fills the content column up to 560 px high: cropped to that
  // box, its 16:9 picture is 1,152 px wide at 1366 px, 2,304 device pixels at 2x.
  {
    name: 'full width',
    test: /^hero-parking-\d+$|^(blog-hero|residential-banner)$/,
    widths: [480, 960, 1600, 2400],
    beyondSource: true,
  },
  { name: 'hero/banner', test: /^(hero|slide)-|-(hero|banner)$/, widths: [480, 960, 1600] },
  // The CEO portrait is shown large on the About page, so it keeps a 640 rendition too.
  { name: 'portrait (large)', test: /^ceo-portrait$/, widths: [160, 320, 640] },
  // About's team photos are drawn 268 px wide at 1366 px: 536 device pixels at 2x.
  { name: 'portrait/small', test: /^team-\d+$/, widths: [160, 320, 640], beyondSource: true },
  // A section's picture spans the column at 768 px: about 720 px, 1,440 device pixels at 2x.
  { name: 'card/section', test: /.*/, widths: [320, 640, 960, 1440], beyondSource: true },
];

interface Source {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

interface Portrait {
  width: number;
  height: number;
  sources: Source[];
}

interface Asset {
  src: string;
  width: number;
  height: number;
  sources: Source[];
  portrait?: Portrait;
}

const written = new Set<string>();

function writeIfChanged(file: string, data: Buffer | string): void {
  written.add(file);
  const next = typeof data === 'string' ? Buffer.from(data) : data;
  try {
    if (readFileSync(file).equals(next)) return;
  } catch {
    // New file.
  }
  writeFileSync(file, next);
}

function svgFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .sort();
}

function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

async function intrinsicSize(svg: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(svg).metadata();
  if (!meta.width || !meta.height) throw new Error('SVG without width/height');
  return { width: meta.width, height: meta.height };
}

/** Renders the SVG directly at the target width (vector-sharp, no upscaling of a bitmap) and
 * returns a lossless PNG buffer both encoders start from. */
async function rasterise(
  svg: Buffer,
  intrinsicWidth: number,
  width: number,
  height: number,
): Promise<Buffer> {
  const density = Math.max(1, (72 * width) / intrinsicWidth);
  return sharp(svg, { density })
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** One rendition to encode: its file name's suffix, its size and its pixels. */
interface Rendition {
  suffix: string;
  width: number;
  height: number;
  pixels: () => Promise<Buffer>;
}

/**
 * Encodes each rendition as WebP, and as AVIF where that is smaller; returns the sources
 * (AVIF first where any was smaller) and the largest WebP.
 */
async function encode(name: string, renditions: readonly Rendition[]) {
  const webp: string[] = [];
  const best: string[] = [];
  let anyAvif = false;
  let largest = { width: 0, height: 0, url: '' };
  for (const { suffix, width, height, pixels } of renditions) {
    const raw = await pixels();
    const webpData = await sharp(raw).webp(WEBP).toBuffer();
    const avifData = await sharp(raw).avif(AVIF).toBuffer();
    const webpUrl = `/images/${name}-${suffix}.webp`;
    writeIfChanged(join(IMAGE_OUT, `${name}-${suffix}.webp`), webpData);
    webp.push(`${webpUrl} ${width}w`);
    if (avifData.length < webpData.length) {
      anyAvif = true;
      writeIfChanged(join(IMAGE_OUT, `${name}-${suffix}.avif`), avifData);
      best.push(`/images/${name}-${suffix}.avif ${width}w`);
    } else {
      best.push(`${webpUrl} ${width}w`);
    }
    if (width > largest.width) largest = { width, height, url: webpUrl };
  }
  const sources: Source[] = [];
  if (anyAvif) sources.push({ type: 'image/avif', srcSet: best.join(', ') });
  sources.push({ type: 'image/webp', srcSet: webp.join(', ') });
  return { sources, largest };
}

async function buildRaster(name: string, svg: Buffer, group: Group): Promise<Asset> {
  const size = await intrinsicSize(svg);
  const widths = group.widths ?? [];
  const usable = group.beyondSource ? widths : widths.filter((w) => w <= size.width);
  const targets = usable.length > 0 ? usable : [size.width];
  const { sources, largest } = await encode(
    name,
    targets.map((width) => {
      const height = Math.round((width * size.height) / size.width);
      const pixels = () => rasterise(svg, size.width, width, height);
      return { suffix: String(width), width, height, pixels };
    }),
  );
  const asset: Asset = { src: largest.url, width: largest.width, height: largest.height, sources };
  if (PORTRAIT.test.test(name)) asset.portrait = await buildPortrait(name, svg, size);
  return asset;
}

/**
 * The phone's crop of a wide picture drawn to fill a tall box (the home hero, D44): the scene's
 * stage at 3:4, rendered from the vector at each width, so a phone never stretches a file made
 * for a wide screen.
 */
async function buildPortrait(
  name: string,
  svg: Buffer,
  size: { width: number; height: number },
): Promise<Portrait> {
  const { sources, largest } = await encode(
    name,
    PORTRAIT.widths.map((width) => {
      const height = Math.round((width * PORTRAIT.ratio.height) / PORTRAIT.ratio.width);
      const sceneWidth = Math.round((height * size.width) / size.height);
      const pixels = async () =>
        sharp(await rasterise(svg, size.width, sceneWidth, height))
          .extract({ left: Math.round(sceneWidth * PORTRAIT.left), top: 0, width, height })
          .png({ compressionLevel: 0 })
          .toBuffer();
      return { suffix: `portrait-${String(width)}`, width, height, pixels };
    }),
  );
  return { width: largest.width, height: largest.height, sources };
}

async function buildVector(name: string, svg: Buffer): Promise<Asset> {
  const size = await intrinsicSize(svg);
  writeIfChanged(join(IMAGE_OUT, `${name}.svg`), svg);
  return { src: `/images/${name}.svg`, width: size.width, height: size.height, sources: [] };
}

async function buildDemo(file: string): Promise<void> {
  const svg = readFileSync(join(DEMO_SRC, file));
  const size = await intrinsicSize(svg);
  const width = Math.min(DEMO_WIDTH, size.width);
  const height = Math.round((width * size.height) / size.width);
  const data = await sharp(await rasterise(svg, size.width, width, height))
    .webp(WEBP)
    .toBuffer();
  writeIfChanged(join(DEMO_OUT, `${basename(file, '.svg')}.webp`), data);
}

async function buildShare(file: string): Promise<void> {
  const svg = readFileSync(join(SHARE_SRC, file));
  const { width, height } = await intrinsicSize(svg);
  const data = await sharp(await rasterise(svg, width, width, height))
    .jpeg(JPEG)
    .toBuffer();
  writeIfChanged(join(SHARE_OUT, `${basename(file, '.svg')}.jpg`), data);
}

/** Removes earlier outputs that no source produces any more (videos are not ours to touch). */
function removeStale(dir: string, extensions: readonly string[]): void {
  for (const f of readdirSync(dir)) {
    const path = join(dir, f);
    if (extensions.some((ext) => f.endsWith(ext)) && !written.has(path)) rmSync(path);
  }
}

async function writeManifest(assets: ReadonlyMap<string, Asset>): Promise<void> {
  const entries = [...assets.entries()]
    .map(([key, a]) => `  ${key}: ${JSON.stringify(a)},`)
    .join('\n');
  const code = `// Generated by scripts/artwork/build-images.ts (npm run images). Do not edit by hand.
// Illustrations are WebP (and AVIF where smaller) at several widths; logos and badges are SVG.

export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

export interface ImageAsset {
  src: string;
  width: number;
  height: number;
  sources: readonly ImageSource[];
  /** A 3:4 crop for tall boxes (phones, portrait tablets), where there is one. */
  portrait?: { width: number; height: number; sources: readonly ImageSource[] };
}

export const images = {
${entries}
} as const satisfies Record<string, ImageAsset>;

export type ImageName = keyof typeof images;
`;
  const options = (await resolveConfig(MANIFEST)) ?? {};
  mkdirSync(join(root, 'src', 'generated'), { recursive: true });
  writeIfChanged(MANIFEST, await format(code, { ...options, parser: 'typescript' }));
}

/**
 * `-- --only <regex>`: rebuilds only the artwork whose name matches (a few minutes of encoding
 * instead of all of it, for a changed drawing); the others keep their files and their entry of
 * the manifest as it is.
 */
function onlyPattern(): RegExp | undefined {
  const at = process.argv.indexOf('--only');
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  return value ? new RegExp(value) : undefined;
}

/** A manifest entry kept as it is, its files marked as still produced. */
async function keptAsset(key: string): Promise<Asset> {
  const { images } = await import('@/generated/images');
  const kept: ImageAsset | undefined = (images as Record<string, ImageAsset | undefined>)[key];
  if (!kept) throw new Error(`--only: ${key} is not in the manifest yet, rebuild it too`);
  const copy = (sources: readonly ImageSource[]) => sources.map((source) => ({ ...source }));
  const { src, width, height, portrait } = kept;
  const asset: Asset = { src, width, height, sources: copy(kept.sources) };
  if (portrait) asset.portrait = { ...portrait, sources: copy(portrait.sources) };
  const urls = [asset, ...(asset.portrait ? [asset.portrait] : [])].flatMap((entry) =>
    entry.sources.flatMap((source) => source.srcSet.split(', ').map((item) => item.split(' ')[0])),
  );
  for (const url of [asset.src, ...urls]) {
    if (url) written.add(join(root, 'public', url));
  }
  return asset;
}

/** Marks the outputs of the sources `only` leaves alone as still produced. */
function keepOutputs(dir: string, only: RegExp, out: string, extension: string): string[] {
  const files = svgFiles(dir);
  for (const file of files.filter((candidate) => !only.test(basename(candidate, '.svg')))) {
    written.add(join(out, `${basename(file, '.svg')}${extension}`));
  }
  return files.filter((file) => only.test(basename(file, '.svg')));
}

async function main(): Promise<void> {
  mkdirSync(IMAGE_OUT, { recursive: true });
  mkdirSync(DEMO_OUT, { recursive: true });
  mkdirSync(SHARE_OUT, { recursive: true });
  const only = onlyPattern();
  const assets = new Map<string, Asset>();
  for (const file of svgFiles(IMAGE_SRC)) {
    const name = basename(file, '.svg');
    const group = GROUPS.find((g) => g.test.test(name));
    if (!group) throw new Error(`No group for ${name}`);
    if (only && !only.test(name)) {
      assets.set(camelCase(name), await keptAsset(camelCase(name)));
      continue;
    }
    const svg = readFileSync(join(IMAGE_SRC, file));
    const asset = group.widths ? await buildRaster(name, svg, group) : await buildVector(name, svg);
    const key = camelCase(name);
    if (assets.has(key)) throw new Error(`Duplicate manifest key ${key}`);
    assets.set(key, asset);
    console.log(`${name.padEnd(28)} ${group.name}`);
  }
  const demos = only ? keepOutputs(DEMO_SRC, only, DEMO_OUT, '.webp') : svgFiles(DEMO_SRC);
  const shares = only ? keepOutputs(SHARE_SRC, only, SHARE_OUT, '.jpg') : svgFiles(SHARE_SRC);
  await Promise.all(demos.map(buildDemo));
  await Promise.all(shares.map(buildShare));
  removeStale(IMAGE_OUT, ['.webp', '.avif', '.svg']);
  removeStale(DEMO_OUT, ['.webp']);
  removeStale(SHARE_OUT, ['.jpg']);
  await writeManifest(assets);
  console.log(
    `${assets.size} manifest images, ${svgFiles(DEMO_SRC).length} demo images, ` +
      `${svgFiles(SHARE_SRC).length} share images`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
