/**
 * Writes dist/sitemap.xml and dist/robots.txt after `webpack --mode production` (npm run build).
 * SITE_URL comes from the environment through src/config/env.ts, the module the app reads it
 * from, so the sitemap and the pages' canonical URLs share one origin and one default (D33).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_URL } from '@/config/env';
import { robotsTxt, sitemapXml } from '@/config/sitemap';

const dist = join(__dirname, '..', '..', 'dist');
writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(SITE_URL));
writeFileSync(join(dist, 'robots.txt'), robotsTxt(SITE_URL));
console.info(`dist/sitemap.xml and dist/robots.txt written for ${SITE_URL}`);
