/**
 * The privileged step of a deploy (scripts/hosting/nginxSite.ts; docs/deploying.md, "Who owns
 * what"): root runs it, through the one line of deploy/content/parknova-nginx.sudoers, from an
 * install the build account cannot change (`npm run nginx:site-tool`).
 *
 *   nginx-site.cjs SETTINGS_FILE < request.json
 *
 * SETTINGS_FILE (/etc/parknova/build.env) is root's: PARKNOVA_RELEASES, NGINX_SITE_CONFIG and
 * the other NGINX_* values. The request, `{ "release": DIR, "hosting": … }`, comes from
 * `npm run deploy:switch`; it is checked whole before anything is written.
 */
import fs from 'node:fs';
import { checkSiteRequest, publishSite, readSiteSettings } from './nginxSite';

/** Far more than a release's hosting data (about 60 KB); a larger input is refused unread. */
const MAX_INPUT_BYTES = 4 * 1024 * 1024;

function readInput(): string {
  const chunks: Buffer[] = [];
  let total = 0;
  const chunk = Buffer.alloc(65_536);
  for (;;) {
    const read = fs.readSync(0, chunk, 0, chunk.length, null);
    if (read === 0) return Buffer.concat(chunks).toString('utf8');
    total += read;
    if (total > MAX_INPUT_BYTES) throw new Error('nginx-site: the request is larger than 4 MB');
    chunks.push(Buffer.from(chunk.subarray(0, read)));
  }
}

function main(): void {
  const [settingsFile, ...rest] = process.argv.slice(2);
  if (settingsFile === undefined || rest.length > 0) {
    throw new Error('usage: nginx-site SETTINGS_FILE < request.json');
  }
  const settings = readSiteSettings(settingsFile);
  let request: unknown;
  try {
    request = JSON.parse(readInput());
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error('nginx-site: the request is not JSON');
    throw error;
  }
  console.info(publishSite(settings, checkSiteRequest(request, settings.releases)));
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
