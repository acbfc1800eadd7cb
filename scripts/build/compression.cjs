// Precompressed siblings (`x.js.gz`, `x.js.br`) for the text files in dist/, so a host sends
// them as they are (nginx gzip_static and brotli_static, docs/deploying.md) instead of
// compressing on every request, and at the highest levels, which are too slow to do on the fly.
// One set of rules for both writers: webpack's assets (compression-webpack-plugin, in
// webpack.config.js) and the pages written after webpack (scripts/build/precompress.ts).
const fs = require('node:fs');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

/** Text files worth compressing; images, videos and PDFs are compressed formats already. */
const COMPRESSIBLE = /\.(?:html|js|json|css|svg|txt|xml)$/;

/** Smaller files gain too little to be worth a file of their own (nginx may still gzip them). */
const THRESHOLD_BYTES = 512;

/** A sibling is written only when it is at most this fraction of the original. */
const MIN_RATIO = 0.8;

// zlib's asynchronous calls compress on libuv's thread pool: the pages of precompress.ts and
// the assets of compression-webpack-plugin (which starts them all at once) use every core.
const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

function gzip(input) {
  return gzipAsync(input, { level: zlib.constants.Z_BEST_COMPRESSION });
}

function brotli(input) {
  return brotliAsync(input, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
}

/** File extension and compressor of each encoding a host can negotiate. */
const ENCODINGS = [
  { extension: '.gz', compress: gzip },
  { extension: '.br', compress: brotli },
];

/** Whether `compressed` is worth keeping next to `original` (the plugin's minRatio rule). */
function worthKeeping(original, compressed) {
  return original.length >= THRESHOLD_BYTES && compressed.length / original.length < MIN_RATIO;
}

/**
 * Writes `file.gz` and `file.br` next to `file` when they are worth it, and removes stale ones
 * that are not. Resolves to the extensions written.
 */
async function precompressFile(file) {
  const original = await fs.promises.readFile(file);
  const written = [];
  for (const { extension, compress } of ENCODINGS) {
    const compressed = await compress(original);
    if (worthKeeping(original, compressed)) {
      await fs.promises.writeFile(file + extension, compressed);
      written.push(extension);
    } else {
      await fs.promises.rm(file + extension, { force: true });
    }
  }
  return written;
}

/**
 * compression-webpack-plugin instances for webpack's own assets. HTML is left out: the
 * prerender step rewrites dist/index.html after webpack, so its sibling would be stale;
 * scripts/build/precompress.ts compresses every page once they are all written.
 */
function compressionPlugins() {
  const CompressionPlugin = require('compression-webpack-plugin');
  return ENCODINGS.map(
    ({ extension, compress }) =>
      new CompressionPlugin({
        test: COMPRESSIBLE,
        exclude: /\.html$/,
        filename: `[path][base]${extension}`,
        algorithm: (input, _options, callback) => {
          compress(input).then((output) => callback(null, output), callback);
        },
        // The plugin keys its entries in webpack's build cache by asset name, algorithm and
        // these options; a function algorithm is keyed by its source text, the same for both
        // encodings, so without the encoding here a cached build wrote the .gz bytes as .br.
        compressionOptions: { encoding: extension },
        threshold: THRESHOLD_BYTES,
        minRatio: MIN_RATIO,
      }),
  );
}

module.exports = { COMPRESSIBLE, precompressFile, compressionPlugins };
