/**
 * `npm run test:engines`: the journeys of tests/e2e/engines/ in Chromium, Firefox ESR and
 * WebKitGTK (D45), against the preview server and against nginx, both over plain http on
 * loopback (docs/development.md, "Three engines").
 *
 *   --engine webkit          one engine (chromium, firefox, webkit; repeat for more). Default: all
 *   --server nginx           one server (preview, nginx; repeat for both). Default: both
 *   --no-build               nginx: reuse dist/, built against E2E_API_PORT's mock backend
 *   --parallel 2             engines run side by side, at most this many at once (default 2)
 *   --tabs 2                 journeys at once within one engine, each in its own tab (default 2)
 *   words                    only the journeys whose names contain one of them
 *
 * preview: serves dist/ as it is (`npm run build` first) with the mock API on the same origin.
 * nginx: the mock backend on an origin of its own (E2E_API_PORT, default a free port), a build
 * against it (as `npm run test:e2e:nginx` makes, content snapshot included) unless --no-build,
 * and dist/ through Debian's nginx with the generated configuration, less the https-only
 * headers (scripts/serve/plainHttp.ts). It leaves dist/ built for that backend: rebuild before
 * `npm run test:e2e` or `--server preview`.
 */
import { parseArgs } from 'node:util';
import { freePort, startNginx } from '../../../scripts/hosting/nginxServer';
import { startMockApi } from '../../../scripts/serve/mockApiServer';
import { startPreview } from '../../../scripts/serve/preview';
import { ENGINES, isEngineName } from './driver/engine';
import { reportOutcomes, runJourneys, type Outcome, type Served } from './runJourneys';
import { buildAgainstMock } from '../snapshotBuild';

const SERVERS = ['preview', 'nginx'] as const;
type ServerName = (typeof SERVERS)[number];

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      engine: { type: 'string', multiple: true, default: [...ENGINES] },
      server: { type: 'string', multiple: true, default: [...SERVERS] },
      'no-build': { type: 'boolean', default: false },
      parallel: { type: 'string', default: '2' },
      tabs: { type: 'string', default: '2' },
    },
  });
  const engines = values.engine.filter(isEngineName);
  const servers = SERVERS.filter((server) => values.server.includes(server));
  const unknown = [
    ...values.engine.filter((name) => !isEngineName(name)),
    ...values.server.filter((name) => !(SERVERS as readonly string[]).includes(name)),
  ];
  if (unknown.length > 0) throw new Error(`unknown engine or server: ${unknown.join(', ')}`);
  return {
    engines,
    servers,
    build: !values['no-build'],
    parallel: Math.max(1, Number(values.parallel)),
    tabs: Math.max(1, Number(values.tabs)),
    filters: positionals,
  };
}

async function serve(
  server: ServerName,
  build: boolean,
): Promise<Served & { stop: () => Promise<void> }> {
  if (server === 'preview') {
    const preview = await startPreview(0, { mockApi: true });
    return {
      url: preview.url,
      apiUrl: preview.url,
      stop: () => new Promise((resolve) => preview.server.close(() => resolve())),
    };
  }
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const api = await startMockApi(Number(process.env.E2E_API_PORT ?? 0), siteUrl);
  try {
    if (build) await buildAgainstMock(api.url, siteUrl, 'engines');
    const nginx = await startNginx({ port, apiBaseUrl: api.url, plainHttp: true });
    return {
      url: nginx.url,
      apiUrl: api.url,
      stop: async () => {
        await nginx.stop();
        api.server.close();
      },
    };
  } catch (error) {
    api.server.close();
    throw error;
  }
}

async function main(): Promise<number> {
  const run = options();
  const outcomes: Outcome[] = [];
  for (const server of run.servers) {
    const served = await serve(server, run.build);
    console.info(`engines: ${run.engines.join(', ')} against ${server} at ${served.url}`);
    try {
      outcomes.push(...(await runJourneys(run.engines, server, served, run)));
    } finally {
      await served.stop();
    }
  }
  return reportOutcomes(outcomes) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
