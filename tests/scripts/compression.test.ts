/** The build's precompressed siblings (scripts/build/compression.cjs). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPRESSIBLE, precompressFile } from '../../scripts/build/compression.cjs';

describe('precompressFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a .gz and a .br that decode to the file', async () => {
    const file = path.join(dir, 'index.html');
    const html = `<!doctype html><main>${'<p>Smart parking for campuses.</p>'.repeat(200)}</main>`;
    fs.writeFileSync(file, html);
    await expect(precompressFile(file)).resolves.toEqual(['.gz', '.br']);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(html);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(html);
  });

  it('writes none for a tiny file, and removes a stale one left from before', async () => {
    const file = path.join(dir, 'robots.txt');
    fs.writeFileSync(`${file}.gz`, 'stale');
    fs.writeFileSync(file, 'User-agent: *\nAllow: /\n');
    await expect(precompressFile(file)).resolves.toEqual([]);
    expect(fs.existsSync(`${file}.gz`)).toBe(false);
    expect(fs.existsSync(`${file}.br`)).toBe(false);
  });

  it('is for text: pages, scripts, translations, SVG; not images or videos', () => {
    for (const name of ['a.html', 'a.js', 'a.json', 'a.svg', 'sitemap.xml', 'robots.txt']) {
      expect(COMPRESSIBLE.test(name)).toBe(true);
    }
    for (const name of ['a.webp', 'a.avif', 'a.mp4', 'a.pdf', 'a.js.gz']) {
      expect(COMPRESSIBLE.test(name)).toBe(false);
    }
  });
});
