/**
 * How the benchmarks build and serve the site (`bench`, `bench:nav`, `bench:inp`): one place,
 * so every bench measures the same set-ups.
 *
 * - The preview server with the mock API on the site's own origin (the quickest set-up).
 * - A build against the mock API on an origin of its own (with `snapshot`, a content snapshot
 *   build reading it, D38), served by the preview server or by the generated nginx
 *   configuration, as production serves it: over plain http, or over https and so HTTP/2 (a
 *   throwaway certificate for `localhost` that the bench's browser accepts).
 *
 * Pages of the bench's own (the floor pages) are copied into the served dist/ for the run, so
 * the server sends them with the site's headers, and removed when the server closes.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startNginx } from '../hosting/nginxServer';
import { makeCertificate } from '../hosting/testCertificate';
import { startMockApi } from '../serve/mockApiServer';
import { startPreview } from '../serve/preview';

/** This repository's checkout. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/** Where the bench's own pages are served: a folder no route of the site uses. */
export const BENCH_FOLDER = '/__bench__';

export interface Served {
  /** The site's origin, such as https://localhost:40123. */
  url: string;
  close: () => Promise<void>;
}

/** nginx over plain http, nginx over https (HTTP/2), or the preview server (HTTP/1.1). */
export type ServerKind = 'preview' | 'nginx' | 'nginx-http2';

/**
 * `npm run build` in `checkout` with `env` added. Not execSync: the mock API of a build against
 * it runs in this process, and a snapshot build reads it while it builds.
 */
export async function runBuild(checkout: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const child = spawn('npm', ['run', 'build'], {
    cwd: checkout,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new Error(`npm run build failed in ${checkout}`);
}

/**
 * Copies `files` (of scripts/measure/, or absolute paths) into `distDir`'s bench folder; returns
 * what removes them.
 * The server reads the inline styles of every page in dist/ for its Content-Security-Policy
 * when it starts, so the pages are copied before it does.
 */
export function addBenchPages(distDir: string, files: readonly string[]): () => void {
  const folder = path.join(distDir, BENCH_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  for (const file of files) {
    fs.copyFileSync(path.resolve(__dirname, file), path.join(folder, path.basename(file)));
  }
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

export interface ServeDistOptions {
  /** The build to serve; dist/ of this repository unless told. */
  distDir?: string;
  /** Bench pages to add (files of scripts/measure/, or absolute paths). */
  pages?: readonly string[];
}

/** A finished build served as it is by the preview server, the mock API on its origin. */
export async function serveDist({
  distDir = path.join(REPO_ROOT, 'dist'),
  pages = [],
}: ServeDistOptions = {}): Promise<Served> {
  const removePages = addBenchPages(distDir, pages);
  const { server, url } = await startPreview(0, { mockApi: true, distDir });
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      removePages();
    },
  };
}

/**
 * The preview server reads API_BASE_URL when it starts, to name the API's origin in its
 * Content-Security-Policy; set for that moment only, so no later build inherits it.
 */
async function withApiBaseUrl<T>(apiBaseUrl: string, start: () => Promise<T>): Promise<T> {
  const before = process.env.API_BASE_URL;
  process.env.API_BASE_URL = apiBaseUrl;
  try {
    return await start();
  } finally {
    if (before === undefined) delete process.env.API_BASE_URL;
    else process.env.API_BASE_URL = before;
  }
}

export interface BuildAndServeOptions {
  server: ServerKind;
  /** A content snapshot build (D38). */
  snapshot?: boolean;
  /** The checkout to build: this repository unless told (another revision's worktree). */
  checkout?: string;
  /** Bench pages to add (files of scripts/measure/, or absolute paths). */
  pages?: readonly string[];
}

/**
 * Builds `checkout` against the mock API on an origin of its own and serves the result. The
 * build names that API's port, so it is made anew on every call; it leaves the checkout's
 * dist/ built against an API that is gone once the bench ends (`npm run build` before the
 * end-to-end tests).
 */
export async function buildAndServe({
  server,
  snapshot = false,
  checkout = REPO_ROOT,
  pages = [],
}: BuildAndServeOptions): Promise<Served> {
  const port = await freePort();
  const tls = server === 'nginx-http2';
  const origin = tls ? `https://localhost:${String(port)}` : `http://127.0.0.1:${String(port)}`;
  const api = await startMockApi(0, origin);
  const closeApi = () => new Promise<void>((resolve) => api.server.close(() => resolve()));
  try {
    await runBuild(checkout, {
      API_BASE_URL: api.url,
      CONTENT_SNAPSHOT: snapshot ? '1' : '0',
    });
  } catch (error) {
    await closeApi();
    throw error;
  }
  const distDir = path.join(checkout, 'dist');
  const removePages = addBenchPages(distDir, pages);
  if (server === 'preview') {
    const preview = await withApiBaseUrl(api.url, () =>
      startPreview(port, { mockApi: false, distDir }),
    );
    return {
      url: preview.url,
      close: async () => {
        await new Promise<void>((resolve) => preview.server.close(() => resolve()));
        await closeApi();
        removePages();
      },
    };
  }
  const certificates = tls ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-')) : undefined;
  const nginx = await startNginx({
    port,
    root: distDir,
    apiBaseUrl: api.url,
    ...(certificates
      ? {
          host: 'localhost',
          tls: { ...makeCertificate(certificates), httpPort: await freePort() },
        }
      : {}),
  });
  return {
    url: nginx.url,
    close: async () => {
      await nginx.stop();
      await closeApi();
      removePages();
      if (certificates) fs.rmSync(certificates, { recursive: true, force: true });
    },
  };
}
