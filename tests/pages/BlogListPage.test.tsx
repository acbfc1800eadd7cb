import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { languageSelected } from '@/i18n/languageSlice';
import { blogs } from '@/mocks/fixtures/blog';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/renderWithProviders';
import { itRecoversFromFailedList } from './queryFailures';

const BLOGS = '/api/blogs/getAll';
const EMPTY = 'No blog posts to show right now. Please check back soon.';
const main = () => within(screen.getByRole('main'));
const anpr = blogs[0];

async function openBlog(language?: 'de') {
  const view = await renderRoute('/blog', { language });
  await main().findByRole('link', { name: anpr?.blogHeading }, { timeout: 5000 });
  return view;
}

/** The card (article) whose heading links to `heading`. */
const card = (heading = '') =>
  main().getByRole('link', { name: heading }).closest('article') as HTMLElement;

describe('/blog', () => {
  it('shows the translated title, hero picture and posts heading', async () => {
    const { container } = await openBlog();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The ParkNova blog');
    expect(main().getByRole('heading', { level: 2, name: 'Latest posts' })).toBeVisible();
    expect(container.querySelector('main header img')?.getAttribute('src')).toMatch(
      /^\/images\/blog-hero-\d+\.webp$/,
    );
  });

  it('shows one card per post: image, type badge, heading linking to the post, date and author', async () => {
    await openBlog();
    expect(main().getAllByRole('article')).toHaveLength(blogs.length);
    const first = card(anpr?.blogHeading);
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      `/blogsection/${anpr?._id ?? ''}`,
    );
    expect(first.querySelector('img')).toHaveAttribute('src', anpr?.blogMainImage);
    expect(within(first).getByText(anpr?.blogType ?? '')).toBeVisible();
    expect(within(first).getByText('Date:')).toBeVisible();
    expect(within(first).getByText('April 8, 2026')).toHaveAttribute(
      'datetime',
      anpr?.blogCreateDate,
    );
    expect(within(first).getByText('Author:')).toBeVisible();
    expect(within(first).getByText(anpr?.blogAuthurName ?? '')).toBeVisible();
  });

  it('leaves the author line out when a post has no author', async () => {
    await openBlog();
    const noAuthor = blogs.find((blog) => !blog.blogAuthurName);
    const withoutAuthor = card(noAuthor?.blogHeading);
    expect(within(withoutAuthor).getByText('Date:')).toBeVisible();
    expect(within(withoutAuthor).queryByText('Author:')).not.toBeInTheDocument();
  });

  it('shows dates in the selected language (D23)', async () => {
    const { store } = await openBlog('de');
    await act(async () => {
      store.dispatch(languageSelected('de'));
      await Promise.resolve();
    });
    const first = card(anpr?.blogHeading);
    expect(within(first).getByText('8. April 2026')).toBeVisible();
    expect(within(first).getByText('Datum:')).toBeVisible();
  });

  it("shows 'Loading...' while the posts are on their way", async () => {
    server.use(http.get(BLOGS, () => delay('infinite')));
    await renderRoute('/blog');
    await screen.findByRole('heading', { name: 'Latest posts' }, { timeout: 5000 });
    expect(main().getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the empty view when there are no posts', async () => {
    server.use(http.get(BLOGS, () => HttpResponse.json({ data: [] })));
    await renderRoute('/blog');
    expect(await main().findByText(EMPTY, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  itRecoversFromFailedList({
    path: BLOGS,
    url: '/blog',
    emptyMessage: EMPTY,
    endpoint: 'getBlogs',
    firstLink: anpr?.blogHeading,
  });
});
