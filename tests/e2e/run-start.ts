/**
 * `npm run test:e2e:start`: runs `npm start` (the development server with hot reload and the
 * mock API, as a newcomer runs it) on a free port, waits until it has compiled, then opens it
 * in Chromium with tests/e2e/start/*.e2e.ts. The server is stopped with its whole process group.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/hosting/nginxServer';

const root = path.resolve(__dirname, '../..');
const STARTUP_TIMEOUT_MS = 180_000;

async function waitForServer(url: string, server: { exitCode: number | null }): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('npm start exited before it served the site');
    try {
      // The dev server answers only once its first compilation is done.
      if ((await fetch(`${url}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not answer at ${url} within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function main(): Promise<number> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // D9: with API_BASE_URL unset the dev server answers the API from the mock handlers.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  delete env.API_BASE_URL;
  // Detached: its own process group, so stopping it also stops the webpack server npm started.
  const server = spawn('npm', ['start'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(url, server);
    console.info(`e2e start: npm start answers at ${url}`);
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        '--test-reporter=spec',
        path.join(__dirname, 'start', 'dev-server.e2e.ts'),
      ],
      { stdio: 'inherit', env: { ...process.env, E2E_START_URL: url } },
    );
    return await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

void main().then((code) => process.exit(code));
