/**
 * D46: a page's first screen comes within the first round trip. A new connection delivers its
 * first 10 TCP segments (14,600 bytes: the response headers, then the body) in one round trip
 * and the rest a round trip later; the browser paints what it has parsed. So each prerendered
 * page must have its whole first screen (chrome, main heading, intro, main image tag, and every
 * element its first paint waits for) within those bytes, counted as they travel: the headers as sent, the body compressed as served.
 * Data blocks (JSON answers, JSON-LD) belong after it on a page that does not fit whole.
 *
 * The pure part: where a page's first screen ends in its HTML, how many compressed bytes carry
 * the HTML up to there, and the verdict. `first-screen-budget.ts` serves the build and asks.
 */
import zlib from 'node:zlib';

/** The first round trip of a new connection: 10 segments of 1,460 bytes. */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

/** Where the first screen's parts end in a page's HTML, as byte offsets (after their last byte). */
export interface FirstScreen {
  /** The end of the main content's `<h1>` element (the first in `<main>`). */
  heading: number;
  /** The end of the intro: the first `<p>` after that heading, before the next heading. */
  intro?: number;
  /** The end of the main image's tag (the `<img>` in `<main>` fetched with high priority). */
  image?: number;
  /**
   * The end of the last element a `<link rel="expect" blocking="render">` names: the browser
   * paints nothing before it (src/components/FirstPaintAfter.tsx).
   */
  paintWaitsFor?: number;
  /** Whichever of these comes last: the end of the first screen. */
  end: number;
  /** Data blocks (`<script type="application/…json">`) that start before `end`. */
  dataBlocksBefore: string[];
}

const utf8Length = (html: string, index: number) => Buffer.byteLength(html.slice(0, index));

/** The index just past the first match of `pattern` at or after `from`, or -1. */
function endOf(html: string, pattern: RegExp, from: number): number {
  const search = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
  search.lastIndex = from;
  const match = search.exec(html);
  return match ? match.index + match[0].length : -1;
}

/**
 * The first screen of a prerendered page. Throws for a page without a `<main>` or without a
 * heading in it: every page of the site has both, so their absence is a broken build.
 */
export function findFirstScreen(html: string): FirstScreen {
  const main = html.search(/<main[\s>]/i);
  if (main < 0) throw new Error('no <main> element');
  const headingStart = html.slice(main).search(/<h1[\s>]/i);
  if (headingStart < 0) throw new Error('no <h1> in <main>');
  const headingEnd = endOf(html, /<\/h1\s*>/i, main + headingStart);
  if (headingEnd < 0) throw new Error('the <h1> in <main> is not closed');

  // The intro: the first paragraph after the heading, unless another heading or the end of
  // <main> comes first (then the page has none, and its first screen is what is above).
  const afterHeading = html.slice(headingEnd);
  const paragraph = afterHeading.search(/<p[\s>]/i);
  const stop = afterHeading.search(/<h[1-6][\s>]|<\/main\s*>/i);
  const introEnd =
    paragraph >= 0 && (stop < 0 || paragraph < stop)
      ? endOf(html, /<\/p\s*>/i, headingEnd + paragraph)
      : -1;

  // The main image: the one the page fetches first (React writes `fetchPriority`).
  const image = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html.slice(main));
  const imageEnd = image ? main + image.index + image[0].length : -1;

  const paintWaitsFor = Math.max(
    -1,
    ...[...html.matchAll(/<link\b[^>]*\brel="expect"[^>]*\bhref="#([^"]+)"[^>]*>/gi)].map(
      ([, id]) => endOf(html, new RegExp(`<[a-z]+\\b[^>]*\\sid="${id ?? ''}"[^>]*>`, 'i'), 0),
    ),
  );

  const end = Math.max(headingEnd, introEnd, imageEnd, paintWaitsFor);
  const dataBlocksBefore = [
    ...html.slice(0, end).matchAll(/<script\b[^>]*\btype="application\/(?:ld\+)?json"[^>]*>/gi),
  ].map(([tag]) => tag);
  return {
    heading: utf8Length(html, headingEnd),
    ...(introEnd >= 0 ? { intro: utf8Length(html, introEnd) } : {}),
    ...(imageEnd >= 0 ? { image: utf8Length(html, imageEnd) } : {}),
    ...(paintWaitsFor >= 0 ? { paintWaitsFor: utf8Length(html, paintWaitsFor) } : {}),
    end: utf8Length(html, end),
    dataBlocksBefore,
  };
}

/** The content codings the check understands: what nginx and the preview server send. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** As much of `body` as its first `length` bytes decode to (a stream cut short). */
function decodedPrefix(body: Buffer, encoding: Encoding, length: number): number {
  const prefix = body.subarray(0, length);
  if (encoding === 'identity') return prefix.length;
  if (encoding === 'br') {
    return zlib.brotliDecompressSync(prefix, {
      finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
    }).length;
  }
  return zlib.gunzipSync(prefix, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).length;
}

/**
 * How many bytes of the encoded `body` a browser needs before it can decode the first `html`
 * bytes of the page: the shortest prefix that decodes that far (a binary search; a longer
 * prefix never decodes less).
 */
export function encodedBytesFor(body: Buffer, encoding: Encoding, html: number): number {
  let low = 0;
  let high = body.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decodedPrefix(body, encoding, middle) >= html) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** A page as served: its response headers' bytes, its body as sent and its coding. */
export interface ServedPage {
  route: string;
  status: number;
  headerBytes: number;
  encoding: Encoding;
  body: Buffer;
  /** The decoded HTML. */
  html: string;
}

export interface PageVerdict {
  route: string;
  encoding: Encoding;
  headerBytes: number;
  /** Bytes of the encoded body up to the end of the first screen. */
  firstScreenBytes: number;
  /** Headers plus those bytes: what must fit in {@link FIRST_ROUND_TRIP_BYTES}. */
  total: number;
  /** Headers plus the whole encoded body. */
  wholeResponse: number;
  /** Why the page fails; empty when it passes. */
  failures: string[];
}

export function judgePage(page: ServedPage): PageVerdict {
  const failures: string[] = [];
  const wholeResponse = page.headerBytes + page.body.length;
  if (page.status !== 200) {
    const failure = `answered ${String(page.status)}, not its page`;
    return { ...figuresOf(page, 0), wholeResponse, failures: [failure] };
  }
  const screen = findFirstScreen(page.html);
  const firstScreenBytes = encodedBytesFor(page.body, page.encoding, screen.end);
  const total = page.headerBytes + firstScreenBytes;
  if (total > FIRST_ROUND_TRIP_BYTES) {
    failures.push(
      `first screen ends at ${total.toLocaleString('en')} B (headers ${page.headerBytes.toLocaleString('en')} + ${firstScreenBytes.toLocaleString('en')} B ${page.encoding}), over ${FIRST_ROUND_TRIP_BYTES.toLocaleString('en')}`,
    );
  }
  // A page that fits whole is painted in one round trip whatever its order.
  if (wholeResponse > FIRST_ROUND_TRIP_BYTES && screen.dataBlocksBefore.length > 0) {
    failures.push(
      `${String(screen.dataBlocksBefore.length)} data block(s) before the end of the first screen: ${screen.dataBlocksBefore.join(' ')}`,
    );
  }
  return { ...figuresOf(page, firstScreenBytes), wholeResponse, failures };
}

function figuresOf(page: ServedPage, firstScreenBytes: number) {
  const { route, encoding, headerBytes } = page;
  return { route, encoding, headerBytes, firstScreenBytes, total: headerBytes + firstScreenBytes };
}
