/**
 * The preview server sends the build's precompressed siblings (`page.html.br`, `x.js.gz`) as
 * nginx does with brotli_static and gzip_static (docs/deploying.md), so the bytes a benchmark
 * or a test sees are the bytes production sends: compressing on the fly at a fast level makes
 * pages a few KB larger, which on a phone's first round trip is the difference between one
 * congestion window and two.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';

/** Encodings in order of preference, with the sibling file each is stored in. */
const SIBLINGS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/**
 * Whether the client takes `encoding`, as Express reads Accept-Encoding (RFC 9110 section
 * 12.5.3): `br;q=0`, `br; q=0.0` refuse it, `*` and `BR` take it, spaces anywhere.
 */
function accepts(request: Request, encoding: string): boolean {
  return request.acceptsEncodings(encoding) === encoding;
}

/** The sibling of `file` (absolute, existing) to send for this request, if the build wrote one. */
export function precompressedSibling(
  request: Request,
  file: string,
): { encoding: string; file: string } | null {
  const sibling = SIBLINGS.find(
    ({ encoding, extension }) => accepts(request, encoding) && fs.existsSync(file + extension),
  );
  return sibling ? { encoding: sibling.encoding, file: file + sibling.extension } : null;
}

/**
 * Sends `file` (absolute, existing) with `status`, as its best precompressed sibling the client
 * accepts, else as it is. Content-Type is the original's; `Vary` tells caches why it differs.
 */
export function sendPrecompressed(
  request: Request,
  response: Response,
  file: string,
  status = 200,
): void {
  const sibling = precompressedSibling(request, file);
  if (!response.getHeader('Content-Type')) response.type(path.extname(file));
  response.status(status).setHeader('Vary', 'Accept-Encoding');
  if (sibling) response.setHeader('Content-Encoding', sibling.encoding);
  response.sendFile(sibling?.file ?? file);
}
