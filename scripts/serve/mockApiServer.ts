/**
 * The mock backend (src/mocks) on an origin of its own, as a real backend is: for the nginx
 * end-to-end suite and the benchmark's --nginx switch, where the build calls it through
 * API_BASE_URL, so the Content-Security-Policy's API origin and CORS are exercised for real.
 * CORS lives only here: the real backend is not ours, and must allow the site's origin itself
 * (docs/deploying.md).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createMockMiddleware } from '@/mocks/http';

export interface RunningMockApi {
  /** The backend's origin, such as http://127.0.0.1:40125: the build's API_BASE_URL. */
  url: string;
  server: Server;
  /**
   * Test-only, and reachable only from the process that started the backend (never over HTTP):
   * from now on a GET of `path` answers `body` instead of the demo data; `undefined` brings the
   * demo data back. The content-rebuild test changes the FAQ between two builds with it.
   */
  setAnswer: (path: string, body: unknown) => void;
}

/**
 * Where the mock backend lists the paths of the CORS preflights (OPTIONS) it answered, for the
 * tests that check a GET needs none (E6: `Accept-Language` with a language code is safelisted).
 */
export const RECORDED_PREFLIGHTS_PATH = '/__mock__/preflights';

/** Starts the mock backend on `port` (0: a free one), allowing requests from `siteOrigin`. */
export function startMockApi(port: number, siteOrigin: string): Promise<RunningMockApi> {
  const app = express();
  app.disable('x-powered-by');
  const preflights: string[] = [];
  app.get(RECORDED_PREFLIGHTS_PATH, (_, response) => {
    response.json(preflights);
  });
  app.use((request, response, next) => {
    if (request.headers.origin === siteOrigin) {
      response.setHeader('Access-Control-Allow-Origin', siteOrigin);
      response.setHeader('Vary', 'Origin');
    }
    // The preflight of a JSON POST: answered here, the mock handlers know only GET and POST.
    if (request.method === 'OPTIONS') {
      preflights.push(request.path);
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? 'content-type',
      );
      response.setHeader('Access-Control-Max-Age', '600');
      response.status(204).end();
      return;
    }
    next();
  });
  const answers = new Map<string, unknown>();
  app.use((request, response, next) => {
    if (request.method === 'GET' && answers.has(request.path)) {
      response.json(answers.get(request.path));
      return;
    }
    next();
  });
  app.use(createMockMiddleware());
  const setAnswer = (path: string, body: unknown) => {
    if (body === undefined) answers.delete(path);
    else answers.set(path, body);
  };
  return new Promise((resolve) => {
    const server = app.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${actual}`, setAnswer });
    });
  });
}
