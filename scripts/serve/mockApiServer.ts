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
}

/** Starts the mock backend on `port` (0: a free one), allowing requests from `siteOrigin`. */
export function startMockApi(port: number, siteOrigin: string): Promise<RunningMockApi> {
  const app = express();
  app.disable('x-powered-by');
  app.use((request, response, next) => {
    if (request.headers.origin === siteOrigin) {
      response.setHeader('Access-Control-Allow-Origin', siteOrigin);
      response.setHeader('Vary', 'Origin');
    }
    // The preflight of a JSON POST: answered here, the mock handlers know only GET and POST.
    if (request.method === 'OPTIONS') {
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
  app.use(createMockMiddleware());
  return new Promise((resolve) => {
    const server = app.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${actual}` });
    });
  });
}
