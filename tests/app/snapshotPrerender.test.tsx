/**
 * D38: a snapshot build renders the data pages with their lists and each item to a page of its
 * own, in every language, as scripts/build/prerender.ts calls the server renderer: with the
 * page's answers from the content snapshot (read here from the mock backend through MSW). What
 * a link preview reads is the raw HTML: the heading in the markup, og:* in the head.
 */
import { within } from '@testing-library/react';
import { readLocale } from '../../scripts/build/locales.cjs';
import {
  readContentSnapshot,
  type ContentSnapshot,
} from '../../scripts/build/snapshot/readSnapshot';
import { brand } from '@/config/brand';
import { paths, pathTo } from '@/config/paths';
import { absoluteUrl } from '@/config/siteUrls';
import type { Language } from '@/i18n/languages';
import { localizedPath } from '@/i18n/languagePaths';
import { blogs } from '@/mocks/fixtures/blog';
import { events } from '@/mocks/fixtures/events';
import { renderPage } from '@/prerender';
import { head } from '../utils/head';

let snapshot: ContentSnapshot;

beforeAll(async () => {
  snapshot = await readContentSnapshot();
});

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

/** The page as the build writes it: its head tags in <head>, its markup in the body. */
async function prerendered(route: string, language: Language, withSnapshot = true) {
  const queries = withSnapshot ? snapshot.pages[route] : undefined;
  if (withSnapshot && !queries) throw new Error(`no snapshot page ${route}`);
  const page = await renderPage(
    localizedPath(language, route),
    language,
    readLocale(language),
    queries,
  );
  document.head.innerHTML = page.head;
  const root = document.createElement('div');
  root.innerHTML = page.html;
  document.body.append(root);
  return within(root);
}

const [blog] = blogs;
if (!blog) throw new Error('no blog in the fixtures');
const [event] = events;
if (!event) throw new Error('no event in the fixtures');

describe('a snapshot build’s pages', () => {
  it.each<Language>(['en', 'hi'])(
    'render a blog post with its heading, og:title and og:image (%s)',
    async (language) => {
      const page = await prerendered(pathTo(paths.blogSection, blog._id), language);
      expect(page.getByRole('heading', { level: 1, name: blog.blogHeading })).toBeInTheDocument();
      expect(head.meta('og:title')).toEqual([`${blog.blogHeading} | ${brand.name}`]);
      expect(head.meta('og:image')).toEqual([absoluteUrl(blog.blogMainImage)]);
    },
  );

  it.each(['/case', '/blog', '/faq'])(
    'start no request for an answer %s holds already (the preload is the plain build’s)',
    async (route) => {
      await prerendered(route, 'en');
      expect(document.head.querySelectorAll('link[rel="preload"][as="fetch"]')).toHaveLength(0);
      await prerendered(route, 'en', false);
      expect(document.head.querySelectorAll('link[rel="preload"][as="fetch"]')).toHaveLength(1);
    },
  );

  it('render /blog listing every post, linking to its page', async () => {
    const page = await prerendered(paths.blog, 'en');
    for (const post of blogs) {
      const link = page
        .getAllByRole('link')
        .find((element) => element.getAttribute('href') === pathTo(paths.blogSection, post._id));
      expect(link).toBeDefined();
    }
    expect(snapshot.items[paths.blogSection]).toEqual(blogs.map((post) => post._id));
  });

  it('render /blog without its list when no snapshot is given (the plain build)', async () => {
    const page = await prerendered(paths.blog, 'en', false);
    const posts = page
      .queryAllByRole('link')
      .filter((element) => element.getAttribute('href')?.startsWith('/blogsection/'));
    expect(posts).toEqual([]);
  });

  it('embed with an event’s page the description it rendered, and no other item page’s', async () => {
    const route = pathTo(paths.eventDetail, event._id);
    const queries = snapshot.pages[route];
    if (!queries) throw new Error(`no snapshot page ${route}`);
    const { translation } = await renderPage(route, 'en', readLocale('en'), queries);
    expect(translation.seo).toHaveProperty('detail', {
      event: (readLocale('en') as unknown as { seo: { detail: { event: string } } }).seo.detail
        .event,
    });
  });
});
