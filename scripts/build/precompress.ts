/**
 * The last step of `npm run build` but one (scripts/build/mark-complete.ts marks dist/ complete
 * after it, D41): writes the .gz and .br siblings of the files written after
 * webpack, which compression-webpack-plugin never saw: every HTML page (scripts/build/prerender.ts)
 * sitemap.xml and robots.txt (scripts/build/write-seo-files.ts), the search indexes
 * (search-index/*.json, scripts/build/searchIndex/) and speculation-rules.json
 * (scripts/build/write-speculation-rules.ts). Same rules as webpack's assets
 * (scripts/build/compression.cjs), so a host can serve every text file precompressed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { precompressFile } from './compression.cjs';
import { SEARCH_INDEX_DIR } from '@/features/search/searchIndex';

const distDir = path.resolve(__dirname, '../../dist');

/** Files at the top of dist/ that the SEO and speculation-rules steps write. */
const SEO_FILES = new Set(['sitemap.xml', 'robots.txt', 'speculation-rules.json']);

function pagesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pagesIn(full);
    const seoFile = dir === distDir && SEO_FILES.has(entry.name);
    const searchIndex = path.basename(dir) === SEARCH_INDEX_DIR && entry.name.endsWith('.json');
    return entry.name.endsWith('.html') || seoFile || searchIndex ? [full] : [];
  });
}

async function main(): Promise<void> {
  const files = pagesIn(distDir);
  const counts = { '.gz': 0, '.br': 0 };
  // All at once: zlib compresses on its thread pool, so every core takes pages.
  for (const written of await Promise.all(files.map(precompressFile))) {
    for (const extension of written) counts[extension] += 1;
  }
  console.info(
    `precompress: ${files.length} pages, ${counts['.gz']} .gz and ${counts['.br']} .br written`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
