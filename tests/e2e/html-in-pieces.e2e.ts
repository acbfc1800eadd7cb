/**
 * A page's HTML reaches a phone in pieces (D46: the first round trip carries about 14.6 KB, the
 * rest comes later), and a browser paints what it has parsed between them. Nothing painted
 * may move when the next piece arrives: here every page is served through a proxy that sends
 * its <head> whole, then the first 16 KB of its <body> in pieces of 256 bytes two frames
 * apart (the header and the opening block of every page, wherever a piece ends in them), then
 * the rest; from the first paint on, the layout shift must stay 0. A piece may end anywhere,
 * inside a text too: the data pages, whose opening holds the centred 'Loading...', are sent a
 * second time with a piece ending in the middle of it. (A build whose bytes had moved by a few
 * put a boundary there by chance: 'Loading.' was painted, then 'Loading...' centred anew.)
 * It began with CI's run of 2026-11-29 (a paint between the home hero's introduction and its
 * button; the vertically centred text moved up by half the button's height, CLS 0.014 at
 * 390 px) and found, on the build before the fix, a shift on every page: the navbar's actions,
 * the home and blog heroes, the solutions row's controls, the gallery's captions and a lone
 * space before a link. What prevents them: src/components/FirstPaintAfter.tsx.
 */
import assert from 'node:assert/strict';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { fixedRoutes } from '@/config/routeTable';
import en from '@/locales/en/common.json';
import zh from '@/locales/zh/common.json';
import {
  closeBrowser,
  collectConsoleErrors,
  layoutShiftSoFar,
  newContext,
  recordLayoutShifts,
  shiftSourcesSoFar,
} from './support';
import { appSettled } from './settle';

const PIECE_BYTES = 256;
const PIECED_BYTES = 16_384;
const PIECE_GAP_MS = 32;

after(closeBrowser);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends an HTML body as the proxy's doc comment says; with `cut`, one more piece ends in the
 * middle of that text's first appearance in the body.
 */
async function sendInPieces(body: Buffer, response: ServerResponse, cut?: string): Promise<void> {
  const bodyStart = body.indexOf('<body');
  const piecedEnd = Math.min(body.length, bodyStart + PIECED_BYTES);
  const ends = new Set<number>();
  for (let end = bodyStart + PIECE_BYTES; end < piecedEnd; end += PIECE_BYTES) ends.add(end);
  ends.add(piecedEnd);
  if (cut) {
    const at = body.indexOf(cut, bodyStart);
    assert.ok(at > 0 && at < piecedEnd, `"${cut}" is not in the body's first pieces`);
    ends.add(at + Math.floor(Buffer.byteLength(cut) / 2));
  }
  response.write(body.subarray(0, bodyStart));
  let start = bodyStart;
  for (const end of [...ends].sort((a, b) => a - b)) {
    await pause(PIECE_GAP_MS);
    response.write(body.subarray(start, end));
    start = end;
  }
  await pause(PIECE_GAP_MS);
  response.end(body.subarray(piecedEnd));
}

/** Passes a request on to the site, with HTML answers sent in pieces. */
function forward(
  site: URL,
  cut: string | undefined,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const headers = { ...request.headers, host: site.host };
  // Uncompressed, so that the pieces are pieces of the HTML itself.
  delete headers['accept-encoding'];
  const upstream = http.request(
    new URL(request.url ?? '/', site),
    { method: request.method, headers },
    (answer) => {
      const answerHeaders = { ...answer.headers };
      if (!String(answerHeaders['content-type']).startsWith('text/html')) {
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
        return;
      }
      delete answerHeaders['content-length'];
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        void sendInPieces(Buffer.concat(chunks), response, cut);
      });
    },
  );
  request.pipe(upstream);
}

/** The pages whose opening shows the data region's 'Loading...' in the plain build. */
const DATA_PAGES: { path: string; loading: string }[] = [
  ...['/case', '/airport', '/career', '/blog', '/events', '/faq', '/support'].map((path) => ({
    path,
    loading: en.loading,
  })),
  { path: '/zh/blog', loading: zh.loading },
];

const PAGES: { path: string; width: number; cut?: string }[] = [
  ...fixedRoutes.map(({ path }) => ({ path, width: 390 })),
  { path: '/hi/', width: 390 },
  { path: '/zh/blog', width: 390 },
  { path: '/', width: 1366 },
  { path: '/de/', width: 1366 },
  { path: '/blog', width: 1366 },
  ...DATA_PAGES.map(({ path, loading }) => ({ path, width: 390, cut: loading })),
];

describe('nothing painted moves when the rest of the HTML arrives', () => {
  const proxies = new Map<string | undefined, string>();
  const servers: http.Server[] = [];

  before(async () => {
    const site = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173');
    for (const cut of new Set(PAGES.map((page) => page.cut))) {
      const server = http.createServer((request, response) =>
        forward(site, cut, request, response),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      proxies.set(cut, `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`);
    }
  });

  after(() => {
    for (const server of servers) server.close();
  });

  for (const { path, width, cut } of PAGES) {
    const inside = cut ? `, a piece ending inside "${cut}"` : '';
    test(`${path} at ${String(width)} px${inside}`, async () => {
      const context = await newContext({ viewport: { width, height: 900 } });
      await recordLayoutShifts(context);
      try {
        const page = await context.newPage();
        const errors = collectConsoleErrors(page);
        await page.goto(`${proxies.get(cut) ?? ''}${path}`, { waitUntil: 'load' });
        await appSettled(page);
        const moved = await shiftSourcesSoFar(page);
        const total = await layoutShiftSoFar(page);
        assert.equal(total, 0, `layout shift ${total.toFixed(4)}: ${moved.join('; ')}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
