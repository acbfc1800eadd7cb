/**
 * Runs Debian's nginx without root on a loopback port with the generated configuration, for
 * the end-to-end suite (tests/e2e/run-nginx.ts), the benchmark's --nginx switch and the
 * Observatory grade (scripts/hosting/observatory.ts). Everything nginx writes goes to a temporary
 * prefix directory, removed on stop.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readTemplate, renderSiteConfig, renderStandaloneConfig } from './nginxConfig';
import {
  brotliModulesInstalled,
  DEFAULT_MIME_TYPES,
  DEFAULT_MODULES_DIR,
  distDir,
  nginxVariable,
} from './nginxEnv';
import { hostingDataOf } from './releaseHosting';

export interface NginxTls {
  certificate: string;
  certificateKey: string;
  /** Loopback port answering plain http with a redirect to https. */
  httpPort: number;
}

export interface StartNginxOptions {
  /** API_BASE_URL the build in `root` was made with ('' for none). */
  apiBaseUrl: string;
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  root?: string;
  /** Host name in the site's URL: 127.0.0.1, or localhost to match a test certificate. */
  host?: string;
  /** Default: whether Debian's brotli modules are installed. */
  brotli?: boolean;
  tls?: NginxTls;
  /**
   * D45: without the https-only headers (HSTS, `upgrade-insecure-requests`), for plain http on
   * loopback that WebKit must open (tests/e2e/engines/). Default: production's headers.
   */
  plainHttp?: boolean;
}

export interface RunningNginx {
  /** The site's origin, such as http://127.0.0.1:40123. */
  url: string;
  port: number;
  brotli: boolean;
  stop: () => Promise<void>;
}

export function nginxBinary(): string {
  const configured = nginxVariable(process.env, 'program', 'NGINX_BIN');
  return configured ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A temporary prefix directory with the main configuration including `siteConfig` (default
 * `prefix/site.conf`).
 */
function standalonePrefix(brotli: boolean, site?: string) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'parknova-nginx-'));
  // When CI runs as root, nginx's workers run as nobody and must reach the temporary files.
  fs.chmodSync(prefix, 0o755);
  const siteConfig = site ?? path.join(prefix, 'site.conf');
  const mainConfig = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    mainConfig,
    renderStandaloneConfig(readTemplate('nginx.conf.template'), {
      prefix,
      siteConfig,
      brotli,
      modulesDir: DEFAULT_MODULES_DIR,
      mimeTypes: DEFAULT_MIME_TYPES,
    }),
  );
  return { prefix, siteConfig, mainConfig };
}

/**
 * Runs nginx in the foreground with `prefix`'s configuration until `ready` says it serves;
 * `stop` lets it finish the requests in flight and removes the prefix.
 */
async function runNginx(
  { prefix, mainConfig }: { prefix: string; mainConfig: string },
  ready: () => Promise<boolean>,
  what: string,
): Promise<() => Promise<void>> {
  const child = spawn(nginxBinary(), ['-p', prefix, '-c', mainConfig], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + 10_000;
  while (!(await ready())) {
    if (!running() || Date.now() > deadline) {
      child.kill('SIGTERM');
      const log = path.join(prefix, 'error.log');
      const errors = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
      fs.rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start ${what}:\n${stderr}${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return async () => {
    // SIGQUIT: finish the requests in flight, then exit.
    if (running()) child.kill('SIGQUIT');
    await exited;
    fs.rmSync(prefix, { recursive: true, force: true });
  };
}

export async function startNginx(options: StartNginxOptions): Promise<RunningNginx> {
  const port = options.port || (await freePort());
  const host = options.host ?? '127.0.0.1';
  const brotli = options.brotli ?? brotliModulesInstalled(DEFAULT_MODULES_DIR);
  const { tls } = options;
  const url = `${tls ? 'https' : 'http'}://${host}:${port}`;
  const files = standalonePrefix(brotli);
  const root = path.resolve(options.root ?? distDir);
  const site = renderSiteConfig(
    readTemplate('site.conf.template'),
    {
      listen: `127.0.0.1:${port}`,
      root,
      serverName: host,
      siteOrigin: url,
      brotli,
      tls: tls ? { ...tls, httpListen: `127.0.0.1:${tls.httpPort}`, httpsPort: port } : null,
      plainHttp: options.plainHttp === true,
    },
    hostingDataOf(root, options.apiBaseUrl),
  );
  fs.writeFileSync(files.siteConfig, site);
  const stop = await runNginx(files, () => accepts(port), `on port ${port}`);
  return { url, port, brotli, stop };
}

/** nginx whose site file a deploy writes and reloads (docs/deploying.md, "Releases"). */
export interface ManagedNginx {
  /** NGINX_SITE_CONFIG: the site file, empty until the first deploy (nginx serves nothing). */
  siteConfig: string;
  /** NGINX_TEST_COMMAND and NGINX_RELOAD_COMMAND for this nginx. */
  testCommand: string;
  reloadCommand: string;
  stop: () => Promise<void>;
}

/**
 * Starts nginx without a site, as a server is before its first deploy; each deploy's
 * privileged step with the values returned (scripts/hosting/nginxSite.ts) then writes the site
 * file and reloads it. `siteConfig` is where that file is (default: in nginx's prefix).
 */
export async function startManagedNginx(siteConfig?: string): Promise<ManagedNginx> {
  const files = standalonePrefix(brotliModulesInstalled(DEFAULT_MODULES_DIR), siteConfig);
  fs.writeFileSync(files.siteConfig, '');
  const pidFile = path.join(files.prefix, 'nginx.pid');
  const stop = await runNginx(
    files,
    () => Promise.resolve(fs.existsSync(pidFile)),
    'without a site',
  );
  const command = `${nginxBinary()} -p ${files.prefix} -c ${files.mainConfig}`;
  return {
    siteConfig: files.siteConfig,
    testCommand: `${command} -t`,
    reloadCommand: `${command} -s reload`,
    stop,
  };
}
