/**
 * Writes dist/sitemap.xml and dist/robots.txt at the end of the prerender (npm run build), which
 * passes the item pages of a snapshot build (D38) for the sitemap. SITE_URL comes from the
 * environment through src/config/env.ts, the module the app reads it from, so the sitemap and
 * the pages' canonical URLs share one origin and one default (D33).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_URL } from '@/config/env';
import { robotsTxt, sitemapXml } from '@/config/sitemap';

export function writeSeoFiles(distDir: string, itemPaths: readonly string[]): void {
  writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(SITE_URL, itemPaths));
  writeFileSync(join(distDir, 'robots.txt'), robotsTxt(SITE_URL));
  console.info(`dist/sitemap.xml and dist/robots.txt written for ${SITE_URL}`);
}
