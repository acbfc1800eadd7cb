/**
 * `npm run nginx:config -- --standalone DIR` as a developer runs it to try the production
 * configuration locally (docs/deploying.md, "Where TLS ends", D45): on a loopback listener
 * without TLS it sends the production headers less HSTS and `upgrade-insecure-requests`, and
 * the site starts in WebKit, which upgrades loopback requests too; declared behind a
 * TLS-terminating proxy (NGINX_TLS=proxy) it keeps both, and WebKit, reaching it over plain
 * http without that proxy, shows the start-failure screen, as it did on every page before.
 * It serves the dist/ that tests/e2e/run-nginx.ts built, with nginx processes of its own.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { freePort, nginxBinary } from '../../../scripts/hosting/nginxServer';
import { API_URL } from '../support';
import type { StartOutcome } from './webkit-start';

const root = path.resolve(__dirname, '../../..');

interface Standalone {
  url: string;
  nginx: ChildProcess;
  dir: string;
}

const running: Standalone[] = [];

/** Runs `command` to its end; its status and output. */
function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: root, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ status: number; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ status: code ?? 1, output })),
  );
}

/** `npm run nginx:config -- --standalone DIR` with `env`, then nginx with what it wrote. */
async function standalone(env: Record<string, string>): Promise<Standalone> {
  const listen = `127.0.0.1:${String(await freePort())}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parknova-standalone-'));
  // When the tests run as root, nginx's workers run as nobody and must reach the prefix.
  fs.chmodSync(dir, 0o755);
  const written = await run('npm', ['run', 'nginx:config', '--', '--standalone', dir], {
    ...process.env,
    NGINX_LISTEN: listen,
    API_BASE_URL: API_URL,
    SITE_URL: '',
    ...env,
  });
  assert.equal(written.status, 0, written.output);
  const nginx = spawn(nginxBinary(), ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: 'ignore',
  });
  const server = { url: `http://${listen}`, nginx, dir };
  running.push(server);
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${server.url}/`).then(
      () => true,
      () => false,
    ))
  ) {
    assert.ok(Date.now() < deadline, `nginx did not start on ${listen}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

let plain: Standalone;
let behindProxy: Standalone;

before(async () => {
  plain = await standalone({});
  behindProxy = await standalone({ NGINX_TLS: 'proxy' });
});

after(async () => {
  for (const { nginx, dir } of running) {
    nginx.kill('SIGQUIT');
    await new Promise((resolve) => nginx.once('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const PATHS = ['/', '/hi/aboutus', '/nowhere', '/erp', '/robots.txt'];

/** The headers that differ by where TLS ends, on each kind of answer. */
async function httpsHeaders(server: Standalone) {
  return Promise.all(
    PATHS.map(async (urlPath) => {
      const response = await fetch(`${server.url}${urlPath}`, { redirect: 'manual' });
      const policy = response.headers.get('content-security-policy') ?? '';
      return {
        urlPath,
        hsts: response.headers.has('strict-transport-security'),
        upgrade: policy.includes('upgrade-insecure-requests'),
        policy: policy.startsWith("default-src 'none'; script-src 'self' 'sha256-"),
        frameOptions: response.headers.get('x-frame-options'),
      };
    }),
  );
}

for (const [what, server, https] of [
  [
    'a loopback listener without TLS: the headers less HSTS and upgrade-insecure-requests',
    () => plain,
    false,
  ],
  ['behind a TLS-terminating proxy (NGINX_TLS=proxy): both kept', () => behindProxy, true],
] as const) {
  test(what, async () => {
    const expected = { hsts: https, upgrade: https, policy: true, frameOptions: 'DENY' };
    assert.deepEqual(
      await httpsHeaders(server()),
      PATHS.map((urlPath) => ({ urlPath, ...expected })),
    );
  });
}

test('WebKit starts the site the local try serves', async () => {
  const pages = [`${plain.url}/`, `${plain.url}/hi/aboutus`, `${behindProxy.url}/`];
  const { status, output } = await run(
    'xvfb-run',
    [
      '-a',
      '-s',
      '-screen 0 1280x1024x24',
      process.execPath,
      '--import',
      'tsx',
      path.join(__dirname, 'webkit-start.ts'),
      ...pages,
    ],
    process.env,
  );
  assert.equal(status, 0, output);
  const outcomes = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<
    string,
    StartOutcome
  >;
  assert.deepEqual(outcomes, {
    [`${plain.url}/`]: 'running',
    [`${plain.url}/hi/aboutus`]: 'running',
    // Without the proxy the declaration promises, WebKit asks https://127.0.0.1 for the scripts.
    [`${behindProxy.url}/`]: 'start failure',
  });
});
