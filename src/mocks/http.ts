import { createMiddleware } from '@mswjs/http-middleware';
import type { RequestHandler } from 'express';
import { handlers } from './handlers';
import { recordedLeads } from './handlers/leads';

/** Path where the dev and preview servers list the leads the mock backend received. */
export const RECORDED_LEADS_PATH = '/__mock__/leads';

/**
 * The mock backend as express middleware for webpack-dev-server and the preview server, used
 * only when API_BASE_URL is unset (D9). It also lists received leads for the e2e tests.
 */
export function createMockMiddleware(): RequestHandler {
  const mock = createMiddleware(...handlers);
  return (request, response, next) => {
    // The mock reads the request's URL against the server's origin; a path it cannot read
    // (`//`, which the URL parser takes for an empty host) is not an API call, and would
    // otherwise throw inside the mock and stop the whole server.
    if (!URL.canParse(request.url, 'http://localhost')) {
      next();
      return;
    }
    if (request.method === 'GET' && request.path === RECORDED_LEADS_PATH) {
      response.json(recordedLeads);
      return;
    }
    mock(request, response, next);
  };
}
