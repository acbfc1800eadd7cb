/**
 * The preview server as nginx (docs/deploying.md): the build's precompressed files, and a
 * page's Content-Security-Policy naming its own inline styles only (D34).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { http as mswHttp, passthrough } from 'msw';
import { server as mockNetwork } from '@/mocks/node';
import { scriptHash } from '../../scripts/build/inlineSources';
import { cacheControlFor } from '../../scripts/hosting/cachePolicy';
import { createPreviewApp } from '../../scripts/serve/preview';

const PAGE =
  '<!doctype html><html lang="en"><head><title>Home</title></head><body>Home</body></html>';
const SCRIPT = 'console.info("app");';

const ABOUT_STYLE = '.about{color:red}';
const FAQ_STYLE = '.faq{color:blue}';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let dist: string;
let server: http.Server;
let origin: string;

function write(file: string, text: string, siblings: boolean): void {
  const at = path.join(dist, file);
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.writeFileSync(at, text);
  if (!siblings) return;
  fs.writeFileSync(`${at}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${at}.gz`, zlib.gzipSync(text));
}

function get(urlPath: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    http
      .get(`${origin}${urlPath}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

// These requests go to the real server under test, not to the mocked network.
beforeEach(() => mockNetwork.use(mswHttp.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
  write('index.html', PAGE, true);
  write('404.html', PAGE.replace(/Home/g, 'Not found'), true);
  write('aboutus/index.html', `<style>${ABOUT_STYLE}</style>`, false);
  write('faq/index.html', `<style>${FAQ_STYLE}</style>`, false);
  write('js/main.0123abcd.js', SCRIPT, true);
  write('js/small.0123abcd.js', SCRIPT, false);
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

describe('preview server: precompressed files', () => {
  it('sends a page as its .br file to a browser that accepts brotli', async () => {
    const answer = await get('/', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.body).toEqual(fs.readFileSync(path.join(dist, 'index.html.br')));
  });

  it('sends the .gz file to a client that accepts gzip only, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE);
    const plain = await get('/', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it.each([
    ['br;q=0', undefined],
    ['br; q=0', undefined],
    ['br;q=0.0, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['gzip; q=0, br', 'br'],
    [' gzip ,  br ', 'br'],
    ['  br', 'br'],
    ['Br', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('answers Accept-Encoding %j with %s, as HTTP reads it', async (accept, encoding) => {
    const answer = await get('/', accept);
    expect(answer.headers['content-encoding']).toBe(encoding);
    const body =
      encoding === 'br'
        ? zlib.brotliDecompressSync(answer.body)
        : encoding === 'gzip'
          ? zlib.gunzipSync(answer.body)
          : answer.body;
    expect(body.toString()).toBe(PAGE);
  });

  it('keeps the not-found status when it sends the compressed not-found page', async () => {
    const answer = await get('/no-such-page', 'br');
    expect(answer.status).toBe(404);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toContain('Not found');
  });

  it('sends a script’s .br file with the script’s type and cache lifetime', async () => {
    const answer = await get('/js/main.0123abcd.js', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe(cacheControlFor('/js/main.0123abcd.js'));
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('compresses on the fly only what the build left without siblings', async () => {
    const answer = await get('/js/small.0123abcd.js', 'br');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(cacheControlFor('/js/small.0123abcd.js'));
    const body =
      answer.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(answer.body)
        : answer.body;
    expect(body.toString()).toBe(SCRIPT);
  });
});

describe('preview server: Content-Security-Policy', () => {
  function styleSources(answer: Answer): string[] {
    const policy = String(answer.headers['content-security-policy']);
    return /style-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  }

  it('names in a page’s policy its own inline styles and no other page’s', async () => {
    const about = styleSources(await get('/aboutus'));
    expect(about).toContain(scriptHash(ABOUT_STYLE));
    expect(about).not.toContain(scriptHash(FAQ_STYLE));
  });

  it('names every page’s styles on other answers', async () => {
    const script = styleSources(await get('/js/main.0123abcd.js'));
    expect(script).toEqual(
      expect.arrayContaining([scriptHash(ABOUT_STYLE), scriptHash(FAQ_STYLE)]),
    );
  });
});

describe('preview server: over plain http (D45)', () => {
  it.each(['/', '/aboutus', '/no-such-page', '/js/main.0123abcd.js'])(
    '%s: no HSTS, and a policy that does not upgrade requests to https',
    async (urlPath) => {
      const answer = await get(urlPath);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toMatch(/^default-src 'none'; /);
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});
