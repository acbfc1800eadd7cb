import { delay, http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { prepareSnapshot } from '@/app/snapshotLoader';
import { parseSnapshot } from '@/app/snapshot';
import { snapshotBlock } from '@/app/snapshotBlock';
import { blogApi } from '@/features/blog/blogApi';
import { blogs, subBlogs } from '@/mocks/fixtures/blog';
import { server } from '@/mocks/node';
import type { AppStore } from '@/store/makeStore';
import { recordRequests } from '../utils/requests';
import { renderRoute, setupApp } from '../utils/renderWithProviders';

const seen = recordRequests();
const BLOGS = '/api/blogs/getAll';
const snapshotPost = { ...blogs[0], _id: 'b1', blogHeading: 'Heading in the snapshot' };
const freshPost = { ...snapshotPost, blogHeading: 'Heading after the refresh' };
const subBlog = (blog: typeof snapshotPost) => ({ ...subBlogs[0], blogId: blog });

/** The answers a page was rendered from, recorded as the build does: fetched by a store. */
async function recordAnswers(fetch: (store: AppStore) => Promise<unknown>) {
  const { store } = await setupApp();
  await fetch(store);
  return store.getState().api.queries;
}

/** The page's HTML carries the block (the prerender writes it), the store starts from it. */
function withSnapshotBlock(block: string) {
  document.head.insertAdjacentHTML('beforeend', block);
  return { beforeRender: prepareSnapshot(document) };
}

/** Whether "Try again" (the empty view after a failure) was ever on screen. */
function watchForEmptyView() {
  const seenTexts = { tryAgain: false };
  const observer = new MutationObserver(() => {
    if (document.body.textContent.includes('Try again')) seenTexts.tryAgain = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return seenTexts;
}

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  document.head.replaceChildren();
});

describe('a page prerendered from the content snapshot (D38)', () => {
  async function blogListSnapshot() {
    server.use(http.get(BLOGS, () => HttpResponse.json({ data: [snapshotPost] })));
    const queries = await recordAnswers((store) =>
      store.dispatch(blogApi.endpoints.getBlogs.initiate('en')),
    );
    seen.length = 0;
    return withSnapshotBlock(snapshotBlock(queries));
  }

  it('shows the snapshot’s data without waiting, then refreshes it once in the background', async () => {
    const options = await blogListSnapshot();
    server.use(http.get(BLOGS, () => delay('infinite')));
    await renderRoute('/blog', options);
    expect(await screen.findByRole('link', { name: 'Heading in the snapshot' })).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await waitFor(() => expect(seen.map((request) => request.path)).toEqual([BLOGS]));
  });

  it('keeps the snapshot on screen when the refresh fails, and logs the failure', async () => {
    const options = await blogListSnapshot();
    server.use(http.get(BLOGS, () => new HttpResponse(null, { status: 500 })));
    const emptyView = watchForEmptyView();
    await renderRoute('/blog', options);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('[api] getBlogs failed', expect.anything()),
    );
    expect(screen.getByRole('link', { name: 'Heading in the snapshot' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(emptyView.tryAgain).toBe(false);
  });

  it('replaces the snapshot with a changed answer', async () => {
    const options = await blogListSnapshot();
    server.use(http.get(BLOGS, () => HttpResponse.json({ data: [freshPost] })));
    await renderRoute('/blog', options);
    expect(await screen.findByRole('link', { name: 'Heading after the refresh' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Heading in the snapshot' })).not.toBeInTheDocument();
  });

  it('a blog post keeps its snapshot when the refresh fails, and takes a changed one', async () => {
    const path = '/api/sub-blogs/getByBlogId/b1';
    server.use(http.get(path, () => HttpResponse.json({ data: [subBlog(snapshotPost)] })));
    const queries = await recordAnswers((store) =>
      store.dispatch(blogApi.endpoints.getSubBlog.initiate({ id: 'b1', language: 'en' })),
    );
    const options = withSnapshotBlock(snapshotBlock(queries));
    server.use(http.get(path, () => new HttpResponse(null, { status: 503 })));
    const emptyView = watchForEmptyView();
    const first = await renderRoute('/blogsection/b1', options);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('[api] getSubBlog failed', expect.anything()),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Heading in the snapshot' }),
    ).toBeVisible();
    expect(emptyView.tryAgain).toBe(false);
    first.unmount();

    server.use(http.get(path, () => HttpResponse.json({ data: [subBlog(freshPost)] })));
    await renderRoute('/blogsection/b1', options);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Heading after the refresh' }),
    ).toBeVisible();
  });

  it('a page without a readable snapshot fetches its data as before', async () => {
    const options = withSnapshotBlock(
      '<script type="application/json" id="content-snapshot">{"getBlogs(\\"en\\")":</script>',
    );
    await renderRoute('/blog', options);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: blogs[0]?.blogHeading })).toBeVisible();
    expect(logged).toHaveBeenCalledWith(
      '[snapshot] the content snapshot of this page cannot be read',
      expect.any(SyntaxError),
    );
  });
});

describe('the snapshot block', () => {
  it('server text cannot end the block or open a comment, and reads back unchanged', async () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028 \u2029 -->';
    server.use(
      http.get(BLOGS, () =>
        HttpResponse.json({ data: [{ ...snapshotPost, blogHeading: hostile }] }),
      ),
    );
    const queries = await recordAnswers((store) =>
      store.dispatch(blogApi.endpoints.getBlogs.initiate('en')),
    );
    const block = snapshotBlock(queries);
    expect(block).not.toMatch(/<\/script>.*<\/script>|<!--/s);
    const page = new DOMParser().parseFromString(
      `<!doctype html><html><head>${block}</head><body><p>after</p></body></html>`,
      'text/html',
    );
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.body.textContent).toBe('after');
    expect(parseSnapshot(page.querySelector('script')?.textContent ?? '')).toEqual(queries);
  });
});
