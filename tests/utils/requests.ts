import { http } from 'msw';
import { server } from '@/mocks/node';

export interface SeenRequest {
  method: string;
  path: string;
  contentType: string;
  request: Request;
}

/**
 * Records every request the app sends in each test of the calling file (the network is the
 * only mock seam). Call once at module level; the list is emptied before each test.
 */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: decodeURIComponent(url.pathname),
      contentType: request.headers.get('content-type') ?? '',
      request: request.clone(),
    });
  };
  beforeEach(() => {
    seen.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return seen;
}

/**
 * Holds every GET of `path` until `release()`, then lets the mock backend answer it as usual
 * (an MSW handler that returns nothing passes the request on): content on its way.
 */
export function holdAnswers(path: string): { release: () => void } {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(http.get(path, () => released.then(() => undefined)));
  return { release: () => release() };
}
