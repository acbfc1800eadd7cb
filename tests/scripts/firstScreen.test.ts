/**
 * D46's byte check (`npm run budget:first-screen`): where a page's first screen ends, how many
 * compressed bytes carry it, and the verdict, down to pages served by the preview server.
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { http as mswHttp, passthrough } from 'msw';
import { server as mockNetwork } from '@/mocks/node';
import {
  encodedBytesFor,
  findFirstScreen,
  FIRST_ROUND_TRIP_BYTES,
  judgePage,
} from '../../scripts/build/firstScreen';
import { checkFirstScreens, wholeResponseSummary } from '../../scripts/build/first-screen-budget';
import { createPreviewApp } from '../../scripts/serve/preview';

const bytes = (text: string) => Buffer.byteLength(text);

/** Text that compresses poorly (letters from a fixed pseudo-random sequence): `length` bytes. */
function noise(length: number): string {
  let seed = 7;
  let text = '';
  while (text.length < length) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    text += String.fromCharCode(97 + ((seed >>> 16) % 26));
  }
  return text;
}

const HEAD = '<!doctype html><html lang="en"><head><title>Page</title></head><body>';
const CHROME = '<header><nav><a href="/">Home</a></nav></header>';

function page({ before = '', after = '' }: { before?: string; after?: string } = {}): string {
  return (
    `${HEAD}${CHROME}<main>${before}<h1>Heading</h1><p>The intro.</p>` +
    `<img src="/a.webp" fetchPriority="high" alt="">${after}</main></body></html>`
  );
}

describe('findFirstScreen', () => {
  it('ends with whichever comes last of the heading, the intro after it and the main image', () => {
    const html = page();
    const screen = findFirstScreen(html);
    expect(screen.heading).toBe(bytes(html.slice(0, html.indexOf('</h1>') + 5)));
    expect(screen.intro).toBe(bytes(html.slice(0, html.indexOf('</p>') + 4)));
    expect(screen.end).toBe(bytes(html.slice(0, html.indexOf('alt="">') + 7)));
    expect(screen.image).toBe(screen.end);
  });

  it('counts bytes, not characters, and takes the heading in <main>, not one before it', () => {
    const html = `${HEAD}<h1>Outside</h1><main><p>पार्किंग</p><h1>शीर्षक</h1></main></body></html>`;
    const screen = findFirstScreen(html);
    expect(screen.end).toBe(bytes(html.slice(0, html.indexOf('</h1></main>') + 5)));
    expect(screen.intro).toBeUndefined();
    expect(screen.image).toBeUndefined();
  });

  it('takes no paragraph as the intro once another heading has come', () => {
    const html = `${HEAD}<main><h1>Title</h1><h2>Part</h2><p>Not the intro</p></main></body></html>`;
    expect(findFirstScreen(html).intro).toBeUndefined();
  });

  it('lists the data blocks that come before the end of the first screen', () => {
    const ld = '<script type="application/ld+json">{}</script>';
    const answers = '<script type="application/json" id="answers">[]</script>';
    const screen = findFirstScreen(page({ before: ld, after: answers }));
    expect(screen.dataBlocksBefore).toEqual(['<script type="application/ld+json">']);
  });

  it('reaches as far as the last element the first paint waits for', () => {
    const expectLink = (id: string) => `<link rel="expect" href="#${id}" blocking="render"/>`;
    const marker = (id: string) => `<span id="${id}" hidden=""></span>`;
    const html = page({ after: `<ul><li data-id="cards-end">Card</li></ul>${marker('cards-end')}` })
      .replace('</head>', `${expectLink('header-end')}${expectLink('cards-end')}</head>`)
      .replace('</nav></header>', `</nav>${marker('header-end')}</header>`);
    const screen = findFirstScreen(html);
    const cardsMarker = '<span id="cards-end" hidden="">';
    const cardsEnd = bytes(html.slice(0, html.indexOf(cardsMarker) + cardsMarker.length));
    expect(screen.paintWaitsFor).toBe(cardsEnd);
    expect(screen.end).toBe(cardsEnd);
    expect(findFirstScreen(page()).paintWaitsFor).toBeUndefined();
  });

  it('refuses a page without a main heading', () => {
    expect(() => findFirstScreen(`${HEAD}<main><p>No heading</p></main>`)).toThrow('no <h1>');
  });
});

describe('encodedBytesFor', () => {
  const html = Buffer.from(page({ after: noise(20_000) }));
  const target = findFirstScreen(html.toString()).end;

  it.each([
    ['br', zlib.brotliCompressSync(html)],
    ['gzip', zlib.gzipSync(html)],
  ] as const)('finds the shortest %s prefix that decodes the first screen', (coding, body) => {
    const needed = encodedBytesFor(body, coding, target);
    const decode = (length: number) =>
      (coding === 'br'
        ? zlib.brotliDecompressSync(body.subarray(0, length), {
            finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
          })
        : zlib.gunzipSync(body.subarray(0, length), { finishFlush: zlib.constants.Z_SYNC_FLUSH })
      ).length;
    expect(decode(needed)).toBeGreaterThanOrEqual(target);
    expect(decode(needed - 1)).toBeLessThan(target);
    expect(needed).toBeLessThan(body.length);
  });
});

describe('judgePage', () => {
  const served = (route: string, html: string, headerBytes = 1_300) => {
    const body = zlib.brotliCompressSync(html);
    return { route, status: 200, headerBytes, encoding: 'br' as const, body, html };
  };

  it('passes a page whose first screen comes early, however long the rest', () => {
    const verdict = judgePage(served('/long', page({ after: noise(40_000) })));
    expect(verdict.failures).toEqual([]);
    expect(verdict.total).toBeLessThan(2_000);
    expect(verdict.wholeResponse).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
  });

  it('fails a page whose first screen comes late, with its figures', () => {
    const verdict = judgePage(served('/late', page({ before: `<div>${noise(30_000)}</div>` })));
    expect(verdict.total).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
    expect(verdict.total).toBe(1_300 + verdict.firstScreenBytes);
    expect(verdict.failures).toEqual([
      expect.stringMatching(
        /^first screen ends at [\d,]+ B \(headers 1,300 \+ [\d,]+ B br\), over 14,600$/,
      ),
    ]);
  });

  it('counts the headers: a first screen that fits alone fails under large headers', () => {
    const html = page({ before: `<div>${noise(20_000)}</div>` });
    expect(judgePage(served('/fits', html, 0)).failures).toEqual([]);
    expect(judgePage(served('/fits', html, 4_000)).failures).toHaveLength(1);
  });

  it('fails a data block before the first screen on a page larger than the round trip', () => {
    const ld = '<script type="application/ld+json">{}</script>';
    const large = judgePage(served('/large', page({ before: ld, after: noise(40_000) })));
    expect(large.failures).toEqual([
      '1 data block(s) before the end of the first screen: <script type="application/ld+json">',
    ]);
    // A page that arrives whole in the first round trip is painted at once, whatever its order.
    expect(judgePage(served('/small', page({ before: ld }))).failures).toEqual([]);
  });
});

describe('wholeResponseSummary', () => {
  const verdict = (route: string, wholeResponse: number) => ({
    route,
    encoding: 'br' as const,
    headerBytes: 1_300,
    firstScreenBytes: 8_000,
    total: 9_300,
    wholeResponse,
    failures: [],
  });

  it('counts the pages within the round trip and names the others, the largest first', () => {
    const verdicts = [
      verdict('/ru/', 16_107),
      verdict('/', FIRST_ROUND_TRIP_BYTES),
      verdict('/ru/solution', 18_729),
    ];
    expect(wholeResponseSummary(verdicts)).toBe(
      '1 of 3 pages arrive whole within the first round trip; past it: /ru/solution (18,729 B), /ru/ (16,107 B).',
    );
  });

  it('names none when every page fits', () => {
    expect(wholeResponseSummary([verdict('/', 14_000)])).toBe(
      '1 of 1 pages arrive whole within the first round trip.',
    );
  });
});

describe('checkFirstScreens against a served build', () => {
  let dist: string;
  let server: http.Server;
  let origin: string;

  const write = (file: string, html: string) => {
    const at = path.join(dist, file);
    fs.mkdirSync(path.dirname(at), { recursive: true });
    fs.writeFileSync(at, html);
    fs.writeFileSync(`${at}.br`, zlib.brotliCompressSync(Buffer.from(html)));
    fs.writeFileSync(`${at}.gz`, zlib.gzipSync(Buffer.from(html)));
  };

  beforeEach(() =>
    mockNetwork.use(mswHttp.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())),
  );

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
    write('index.html', page());
    write('404.html', page());
    write('aboutus/index.html', page({ before: `<div>${noise(30_000)}</div>` }));
    const app = createPreviewApp({ mockApi: false, distDir: dist });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', resolve);
    });
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('reads the headers as sent and the brotli body, and fails the late page only', async () => {
    const [late, home] = await checkFirstScreens(origin, ['/', '/aboutus']);
    expect(late?.route).toBe('/aboutus');
    expect(late?.encoding).toBe('br');
    expect(late?.failures).toHaveLength(1);
    expect(home?.route).toBe('/');
    expect(home?.failures).toEqual([]);
    // The security headers alone (the Content-Security-Policy) weigh several hundred bytes.
    expect(home?.headerBytes).toBeGreaterThan(500);
    expect(home?.wholeResponse).toBe(
      (home?.headerBytes ?? 0) + fs.statSync(path.join(dist, 'index.html.br')).size,
    );
  });

  it('fails a route the server does not answer with its page', async () => {
    const [missing] = await checkFirstScreens(origin, ['/no-such-page']);
    expect(missing?.failures).toEqual(['answered 404, not its page']);
  });
});
