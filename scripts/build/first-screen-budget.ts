/**
 * `npm run budget:first-screen` (D46, after `npm run build`): every fixed route in every
 * language, requested as a browser requests it (`Accept-Encoding` of Chromium, so brotli where
 * the build wrote `.br` files), must bring its first screen within the first round trip's
 * 14,600 bytes, headers included (scripts/build/firstScreen.ts says how it is found and
 * counted). Prints the pages closest to the line and exits 1 naming each page over it.
 *
 *   npm run budget:first-screen                    serve dist/ with nginx, as production does
 *   npm run budget:first-screen -- --preview       with the preview server instead
 *   npm run budget:first-screen -- --show 20       print the 20 largest (default 10)
 *
 * The build's API_BASE_URL must be in the environment as it was for the build: the
 * Content-Security-Policy header names the API's origin, and its bytes count.
 *
 * Headers are counted as HTTP/1.1 sends them (text); HTTP/2 compresses them (HPACK), so a page
 * within the line here is within it over HTTP/2 as well.
 */
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fixedRoutes } from '@/config/routeTable';
import { localizedPath } from '@/i18n/languagePaths';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { startNginx } from '../hosting/nginxServer';
import { startPreview } from '../serve/preview';
import {
  FIRST_ROUND_TRIP_BYTES,
  judgePage,
  type Encoding,
  type PageVerdict,
  type ServedPage,
} from './firstScreen';

/** What Chromium asks for over https. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Every prerendered page of a fixed route: `/aboutus`, `/hi/aboutus`, … */
export function firstScreenRoutes(): string[] {
  return SUPPORTED_LANGUAGES.flatMap((language) =>
    fixedRoutes.map((route) => localizedPath(language, route.path)),
  );
}

function encodingOf(header: string | undefined): Encoding {
  if (header === undefined || header === '') return 'identity';
  if (header === 'br' || header === 'gzip') return header;
  throw new Error(`unexpected Content-Encoding: ${header}`);
}

/** One page as the server sends it, with its headers' size as they came over the wire. */
export function fetchPage(origin: string, route: string): Promise<ServedPage> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${origin}${route}`,
      { headers: { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            // The status line and each header line as sent (`Name: value`), then the blank line.
            const lines = [
              `HTTP/${response.httpVersion} ${String(response.statusCode)} ${response.statusMessage ?? ''}`,
            ];
            for (let i = 0; i < response.rawHeaders.length; i += 2) {
              lines.push(`${response.rawHeaders[i] ?? ''}: ${response.rawHeaders[i + 1] ?? ''}`);
            }
            const headerBytes = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
            const body = Buffer.concat(chunks);
            const encoding = encodingOf(response.headers['content-encoding']);
            const decoded =
              encoding === 'br'
                ? zlib.brotliDecompressSync(body)
                : encoding === 'gzip'
                  ? zlib.gunzipSync(body)
                  : body;
            resolve({
              route,
              status: response.statusCode ?? 0,
              headerBytes,
              encoding,
              body,
              html: decoded.toString('utf8'),
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on('error', reject);
  });
}

/** Checks `routes` on the site at `origin`; the verdicts, the largest first. */
export async function checkFirstScreens(
  origin: string,
  routes: readonly string[],
): Promise<PageVerdict[]> {
  const verdicts: PageVerdict[] = [];
  for (const route of routes) {
    try {
      verdicts.push(judgePage(await fetchPage(origin, route)));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      verdicts.push({
        route,
        encoding: 'identity',
        headerBytes: 0,
        firstScreenBytes: 0,
        total: 0,
        wholeResponse: 0,
        failures: [reason],
      });
    }
  }
  return verdicts.sort((a, b) => b.total - a.total);
}

const bytes = (value: number) => value.toLocaleString('en');

/**
 * How many pages arrive whole in the first round trip, and which do not: D46 holds only the
 * first screen to it, but a page past it costs Lighthouse's simulation a round trip
 * (docs/performance.md, "First screen bytes"), so the output says which pages pay it.
 */
export function wholeResponseSummary(verdicts: readonly PageVerdict[]): string {
  const past = verdicts.filter((verdict) => verdict.wholeResponse > FIRST_ROUND_TRIP_BYTES);
  const within = `${String(verdicts.length - past.length)} of ${String(verdicts.length)} pages arrive whole within the first round trip`;
  if (past.length === 0) return `${within}.`;
  const list = [...past]
    .sort((a, b) => b.wholeResponse - a.wholeResponse)
    .map((verdict) => `${verdict.route} (${bytes(verdict.wholeResponse)} B)`);
  return `${within}; past it: ${list.join(', ')}.`;
}

/** A Markdown table of `verdicts`. */
export function verdictTable(verdicts: readonly PageVerdict[]): string {
  return [
    '| page | coding | headers | first screen | total | whole response | result |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...verdicts.map(
      (v) =>
        `| ${v.route} | ${v.encoding} | ${bytes(v.headerBytes)} | ${bytes(v.firstScreenBytes)} | ${bytes(v.total)} | ${bytes(v.wholeResponse)} | ${v.failures.length ? 'FAIL' : 'ok'} |`,
    ),
  ].join('\n');
}

async function serve(preview: boolean): Promise<{ url: string; close: () => Promise<void> }> {
  const apiBaseUrl = process.env.API_BASE_URL ?? '';
  const distDir = path.resolve(__dirname, '../../dist');
  if (preview) {
    const { server, url } = await startPreview(0, { mockApi: apiBaseUrl === '', distDir });
    return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
  }
  const nginx = await startNginx({ apiBaseUrl, root: distDir });
  return { url: nginx.url, close: nginx.stop };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const showAt = argv.indexOf('--show');
  const show = showAt >= 0 ? Number(argv[showAt + 1]) : 10;
  const preview = argv.includes('--preview');
  const { url, close } = await serve(preview);
  let verdicts: PageVerdict[];
  try {
    verdicts = await checkFirstScreens(url, firstScreenRoutes());
  } finally {
    await close();
  }
  const failed = verdicts.filter((verdict) => verdict.failures.length > 0);
  console.info(
    `First screen within the first round trip (${bytes(FIRST_ROUND_TRIP_BYTES)} B, headers included), ${String(verdicts.length)} pages served by ${preview ? 'the preview server' : 'nginx'}; the ${String(show)} largest:\n`,
  );
  console.info(verdictTable(verdicts.slice(0, show)));
  console.info(`\n${wholeResponseSummary(verdicts)}`);
  if (failed.length === 0) {
    console.info(`\nEvery page's first screen fits (largest: ${verdicts[0]?.route ?? '-'}).`);
    return;
  }
  console.error(`\n${String(failed.length)} page(s) fail:`);
  for (const verdict of failed) console.error(`  ${verdict.route}: ${verdict.failures.join('; ')}`);
  process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
