import { act, screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { languageSelected } from '@/i18n/languageSlice';
import { blogs, subBlogs } from '@/mocks/fixtures/blog';
import { server } from '@/mocks/node';
import { expectFirstImageMain } from '../utils/imagePriority';
import { renderRoute } from '../utils/renderWithProviders';
import { captureErrorLog, failedAnswers } from './queryFailures';

const SUB_BLOG = '/api/sub-blogs/getByBlogId/:id';
const main = () => within(screen.getByRole('main'));
const post = subBlogs[0];
const blog = post?.blogId;
const url = `/blogsection/${blog?._id ?? ''}`;

async function openPost(path = url) {
  const view = await renderRoute(path);
  await main().findByRole('heading', { name: 'Content:' }, { timeout: 5000 });
  return view;
}

describe('/blogsection/{id}', () => {
  it('shows badge, heading, date, author, main image, the content and the extra images', async () => {
    const { container } = await openPost();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(blog?.blogHeading ?? '');
    expect(main().getByText(blog?.blogType ?? '')).toBeVisible();
    expect(main().getByText('April 8, 2026')).toBeVisible();
    expect(main().getByText('Author:')).toBeVisible();
    expect(main().getByText(blog?.blogAuthurName ?? '')).toBeVisible();
    const images = [...container.querySelectorAll('main img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(images).toEqual([blog?.blogMainImage, ...(post?.subBlogImages ?? [])]);
    expectFirstImageMain([...container.querySelectorAll('main img')]);
    expect(
      main().getByRole('img', { name: `${blog?.blogHeading ?? ''}, image 1 of 2` }),
    ).toBeVisible();
    expect(main().getByRole('link', { name: 'Back to all posts' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('keeps the line breaks of the content (white-space: pre-line)', async () => {
    await openPost();
    const content = main().getByText(/Most parking sites are busiest/);
    expect(content.textContent).toBe(post?.blogContent);
    expect(content.textContent).toContain('\n\n');
    expect(content).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('shows markup in the content as literal text (D12)', async () => {
    const evBays = subBlogs.find((sub) => sub.blogContent.includes('<b>'));
    const { container } = await openPost(`/blogsection/${evBays?.blogId._id ?? ''}`);
    expect(main().getByText(/Tip: <b>measure<\/b> peak-hour entries first/)).toBeVisible();
    expect(container.querySelector('main b')).toBeNull();
  });

  it('leaves out the author when the post has none', async () => {
    const noAuthor = blogs.find((entry) => !entry.blogAuthurName);
    await openPost(`/blogsection/${noAuthor?._id ?? ''}`);
    expect(main().getByText('Date:')).toBeVisible();
    expect(main().queryByText('Author:')).not.toBeInTheDocument();
  });

  it('shows the date in the selected language (D23)', async () => {
    const { store } = await openPost();
    await act(async () => {
      store.dispatch(languageSelected('de'));
      await Promise.resolve();
    });
    expect(main().getByText('8. April 2026')).toBeVisible();
  });

  it("says 'No blog found.' when nothing comes back", async () => {
    await renderRoute('/blogsection/no-such-post');
    expect(await main().findByText('No blog found.', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog post');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("shows 'Loading...' while the post is on its way", async () => {
    server.use(http.get(SUB_BLOG, () => delay('infinite')));
    await renderRoute(url);
    expect(await main().findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'Loading...',
    );
  });

  it.each(failedAnswers)(
    'after %s: logs it, shows \'No blog found.\' and "Try again" refetches (D13)',
    async (_, answer) => {
      const log = captureErrorLog();
      server.use(http.get(SUB_BLOG, answer, { once: true }));
      const { user } = await renderRoute(url);
      expect(await main().findByText('No blog found.', {}, { timeout: 5000 })).toBeVisible();
      expect(log).toHaveBeenCalledWith('[api] getSubBlog failed', expect.anything());
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await main().findByRole('heading', { name: 'Content:' })).toBeVisible();
    },
  );
});
