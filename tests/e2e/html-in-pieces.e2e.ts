/**
 * A page's HTML reaches a phone in pieces (D46: the first round trip carries about 14.6 KB, the
 * rest comes later), and a browser paints what it has parsed between them. Nothing painted
 * may move when the next piece arrives: here every page is served through a proxy that sends
 * its <head> whole, then the first 16 KB of its <body> in pieces of 256 bytes two frames
 * apart (the header and the opening block of every page, wherever a piece ends in them), then
 * the rest; from the first paint on, the layout shift must stay 0.
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

/** Sends an HTML body as the proxy's doc comment says. */
async function sendInPieces(body: Buffer, response: ServerResponse): Promise<void> {
  const bodyStart = body.indexOf('<body');
  const piecedEnd = Math.min(body.length, bodyStart + PIECED_BYTES);
  response.write(body.subarray(0, bodyStart));
  for (let offset = bodyStart; offset < piecedEnd; offset += PIECE_BYTES) {
    await pause(PIECE_GAP_MS);
    response.write(body.subarray(offset, Math.min(offset + PIECE_BYTES, piecedEnd)));
  }
  await pause(PIECE_GAP_MS);
  response.end(body.subarray(piecedEnd));
}

/** Passes a request on to the site, with HTML answers sent in pieces. */
function forward(site: URL, request: IncomingMessage, response: ServerResponse): void {
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
        void sendInPieces(Buffer.concat(chunks), response);
      });
    },
  );
  request.pipe(upstream);
}

const PAGES: { path: string; width: number }[] = [
  ...fixedRoutes.map(({ path }) => ({ path, width: 390 })),
  { path: '/hi/', width: 390 },
  { path: '/zh/blog', width: 390 },
  { path: '/', width: 1366 },
  { path: '/de/', width: 1366 },
  { path: '/blog', width: 1366 },
];

describe('nothing painted moves when the rest of the HTML arrives', () => {
  let proxy: http.Server;
  let proxyUrl: string;

  before(async () => {
    const site = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173');
    proxy = http.createServer((request, response) => forward(site, request, response));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${String((proxy.address() as AddressInfo).port)}`;
  });

  after(() => {
    proxy.close();
  });

  for (const { path, width } of PAGES) {
    test(`${path} at ${String(width)} px`, async () => {
      const context = await newContext({ viewport: { width, height: 900 } });
      await recordLayoutShifts(context);
      try {
        const page = await context.newPage();
        const errors = collectConsoleErrors(page);
        await page.goto(`${proxyUrl}${path}`, { waitUntil: 'load' });
        await appSettled(page);
        const shift = await layoutShiftSoFar(page);
        const moved = await shiftSourcesSoFar(page);
        assert.equal(shift, 0, `layout shift ${shift.toFixed(4)}: ${moved.join('; ')}`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
