/** D34: the CSP names exactly the inline script and styles the build wrote, by their hashes. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtInlineSources, inlineBootScript } from '../../scripts/build/inlineSources';

const sha = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function distWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-sources-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('the boot script inlined by its hash', () => {
  it('replaces the script tag with its code and gives the hash of exactly that code', () => {
    const dist = distWith({ 'js/boot.1234abcd.js': 'console.log(1);\n' });
    const { html, hash } = inlineBootScript(
      '<head><script src="/js/boot.1234abcd.js"></script></head>',
      dist,
    );
    expect(html).toBe('<head><script>console.log(1);</script></head>');
    expect(hash).toBe(sha('console.log(1);'));
  });

  it('fails the build without a boot script tag', () => {
    expect(() => inlineBootScript('<head></head>', distWith({}))).toThrow(/no boot/);
  });
});

describe('the inline sources of a build', () => {
  it('hashes every inline script, <style> and style attribute of every page, once', () => {
    const dist = distWith({
      'index.html': '<script>boot()</script><style>a{}</style><p style="color:red">',
      'hi/aboutus/index.html':
        '<script>boot()</script><style>a{}</style><style>b{}</style><p style="a &amp; b">',
      'hi/aboutus/data.json': '<style>not a page</style>',
    });
    expect(builtInlineSources(dist)).toEqual({
      scriptHashes: [sha('boot()')],
      styleSources: [
        ...[sha(''), sha('a{}'), sha('b{}')].sort(),
        "'unsafe-hashes'",
        ...[sha('color:red'), sha('a & b')].sort(),
      ],
      pageStyleSources: expect.any(Object) as unknown,
    });
  });

  it('gives each page the sources of its own styles only', () => {
    const dist = distWith({
      'index.html': '<script>boot()</script><style>a{}</style>',
      'hi/aboutus/index.html': '<script>boot()</script><style>b{}</style><p style="color:red">',
    });
    expect(builtInlineSources(dist).pageStyleSources).toEqual({
      '/index.html': [sha(''), sha('a{}')].sort(),
      '/hi/aboutus/index.html': [
        ...[sha(''), sha('b{}')].sort(),
        "'unsafe-hashes'",
        sha('color:red'),
      ],
    });
  });

  it('needs a build', () => {
    expect(() => builtInlineSources(distWith({}))).toThrow(/npm run build/);
  });
});
