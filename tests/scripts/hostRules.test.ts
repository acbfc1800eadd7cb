/** D32 as the preview server (and the nginx configuration) apply it, from the route table. */
import { answerFor } from '../../scripts/hosting/hostRules';
import { fixedRoutes, htmlFileFor } from '@/config/routeTable';

describe('hosting rules', () => {
  it.each(fixedRoutes.map(({ path }) => path))('serves %s its own prerendered page', (path) => {
    expect(answerFor(path)).toEqual({ kind: 'page', file: htmlFileFor(path), status: 200 });
  });

  it('finds a fixed route with a trailing slash or in another case, as the router does', () => {
    expect(answerFor('/aboutus/')).toEqual({
      kind: 'page',
      file: 'aboutus/index.html',
      status: 200,
    });
    expect(answerFor('/AboutUs')).toEqual({
      kind: 'page',
      file: 'aboutus/index.html',
      status: 200,
    });
  });

  it.each([
    ['/erp', '/solution'],
    ['/cancel', '/refund#cancellation-policy'],
    ['/skills', '/career'],
    ['/blogsection', '/blog'],
  ])('redirects %s to %s (D1-D3)', (from, to) => {
    expect(answerFor(from)).toEqual({ kind: 'redirect', location: to });
  });

  it.each([
    ['/erp', '?utm_source=x', '/solution?utm_source=x'],
    ['/cancel', '?x=1', '/refund?x=1#cancellation-policy'],
    ['/Skills/', '?a=1&b=2', '/career?a=1&b=2'],
    ['/blogsection', '?', '/blog'],
  ])('keeps the query string of %s%s on the redirect: %s', (from, search, to) => {
    expect(answerFor(from, search)).toEqual({ kind: 'redirect', location: to });
  });

  it.each(['/case/42', '/blogsection/abc', '/events/e-1', '/skills/x9'])(
    'serves the app shell with status 200 for the detail route %s',
    (path) => {
      expect(answerFor(path)).toEqual({ kind: 'page', file: '200.html', status: 200 });
    },
  );

  it.each([
    ['/blogsection/abc', 'blogsection/abc/index.html'],
    ['/case/42/', 'case/42/index.html'],
    ['/hi/events/e-1', 'hi/events/e-1/index.html'],
    ['/skills/a%20b', 'skills/a b/index.html'],
  ])('serves %s the item page a snapshot build wrote: %s (D38)', (path, file) => {
    const written = new Set([file]);
    expect(answerFor(path, '', (name) => written.has(name))).toEqual({
      kind: 'page',
      file,
      status: 200,
    });
  });

  it.each(['/case/..%2F..%2Fetc', '/case/%2e%2e', '/case/a%5Cb', '/case/%E0%A4'])(
    'serves the app shell for %s, never a file outside dist/',
    (path) => {
      const asked: string[] = [];
      const answer = answerFor(path, '', (name) => (asked.push(name), true));
      expect(answer).toEqual({ kind: 'page', file: '200.html', status: 200 });
      expect(asked).toEqual([]);
    },
  );

  it.each(['/nowhere', '/about', '/case-studies', '/index'])(
    'answers the unknown path %s with the not-found page and status 404',
    (path) => {
      expect(answerFor(path)).toEqual({ kind: 'page', file: '404.html', status: 404 });
    },
  );
});
