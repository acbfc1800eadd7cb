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
import { faqs } from '@/mocks/fixtures/faq';
import { germanFaqs } from '@/mocks/fixtures/german';
import type { CachedQueries } from '@/api/restoreQueries';
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
  const queries = withSnapshot ? snapshot.pages[language][route] : undefined;
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
    'start no request for an answer %s holds already (the early request is the plain build’s)',
    async (route) => {
      const requests = async (queries?: CachedQueries) =>
        (await renderPage(route, 'en', readLocale('en'), queries)).contentRequests;
      expect(await requests(snapshot.pages.en[route])).toHaveLength(0);
      expect(await requests()).toHaveLength(1);
    },
  );

  it('render each language’s page from the answer in its language, marking English text (E6)', async () => {
    const german = await prerendered(paths.faq, 'de');
    const question = german.getByRole('button', { name: germanFaqs[0]?.faqQuestion });
    expect(question.closest('[lang]')).toHaveAttribute('lang', 'de');
    expect(german.queryByText(/werden auf Englisch angezeigt/)).not.toBeInTheDocument();

    const hindi = await prerendered(paths.faq, 'hi');
    const english = hindi.getByRole('button', { name: faqs[0]?.faqQuestion });
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(
      hindi.getAllByText('यह सामग्री अभी हिन्दी में उपलब्ध नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया गया है।'),
    ).toHaveLength(1);

    const post = await prerendered(pathTo(paths.blogSection, blog._id), 'de');
    expect(post.getByRole('heading', { level: 1, name: blog.blogHeading })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(post.getAllByText(/werden auf Englisch angezeigt/)).toHaveLength(1);
  });

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
    const queries = snapshot.pages.en[route];
    if (!queries) throw new Error(`no snapshot page ${route}`);
    const { translation } = await renderPage(route, 'en', readLocale('en'), queries);
    expect(translation.seo).toHaveProperty('detail', {
      event: (readLocale('en') as unknown as { seo: { detail: { event: string } } }).seo.detail
        .event,
    });
  });
});
