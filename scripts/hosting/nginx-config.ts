/**
 * `npm run nginx:config`: writes the nginx configuration for dist/ from deploy/nginx/ and the
 * route table, with the deploy-time values from the environment (scripts/hosting/nginxEnv.ts,
 * docs/deploying.md).
 *
 *   npm run nginx:config                          deploy/nginx/out/parknova.conf, a server
 *                                                 block for /etc/nginx/sites-enabled/
 *   npm run nginx:config -- --out FILE            the same, elsewhere
 *   npm run nginx:config -- --standalone DIR      DIR/site.conf and DIR/nginx.conf, to run
 *                                                 nginx -p DIR -c DIR/nginx.conf without root
 */
import fs from 'node:fs';
import path from 'node:path';
import { readTemplate, renderSiteConfig, renderStandaloneConfig } from './nginxConfig';
import { DEFAULT_MIME_TYPES, modulesDirFrom, siteOptionsFromEnv } from './nginxEnv';
import { hostingDataOf } from './releaseHosting';

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  console.info(`wrote ${path.relative(process.cwd(), file) || file}`);
}

function main(): void {
  const options = siteOptionsFromEnv(process.env);
  const site = renderSiteConfig(
    readTemplate('site.conf.template'),
    options,
    hostingDataOf(options.root, process.env.API_BASE_URL ?? ''),
  );
  const standalone = argument('--standalone');
  if (standalone === undefined) {
    const out = path.resolve(argument('--out') ?? 'deploy/nginx/out/parknova.conf');
    write(out, site);
    return;
  }
  const prefix = path.resolve(standalone);
  const siteConfig = path.join(prefix, 'site.conf');
  write(siteConfig, site);
  const main = renderStandaloneConfig(readTemplate('nginx.conf.template'), {
    prefix,
    siteConfig,
    brotli: options.brotli,
    modulesDir: modulesDirFrom(process.env),
    mimeTypes: DEFAULT_MIME_TYPES,
  });
  write(path.join(prefix, 'nginx.conf'), main);
  console.info(`run: nginx -p ${prefix} -c ${path.join(prefix, 'nginx.conf')}`);
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
