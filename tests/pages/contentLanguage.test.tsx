/**
 * E6: the data pages show the backend's content in the page's language where the backend has
 * it; where it answers in English, that text carries `lang="en"` (WCAG 3.1.2) and the page says
 * once, in its own language, that the content is shown in English. The demo backend has German
 * for the FAQ, the support titles, the events and the job titles, and English for the rest.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { languageSelected } from '@/i18n/languageSlice';
import { blogs } from '@/mocks/fixtures/blog';
import { faqs } from '@/mocks/fixtures/faq';
import { germanFaqs, germanJobOpenings, germanSupportVideos } from '@/mocks/fixtures/german';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { server } from '@/mocks/node';
import { readLocale } from '../../scripts/build/locales.cjs';
import { holdAnswers, recordRequests } from '../utils/requests';
import { renderRoute } from '../utils/renderWithProviders';

const seen = recordRequests();
const main = () => within(screen.getByRole('main'));
/** Generous: a file's first render also compiles the lazy page and the chrome. */
const FIRST_RENDER_MS = 10_000;
const GERMAN_NOTE =
  'Diese Inhalte gibt es noch nicht auf Deutsch; sie werden auf Englisch angezeigt.';
const HINDI_NOTE = 'यह सामग्री अभी हिन्दी में उपलब्ध नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया गया है।';

/** The language an element is read in: its own `lang` or its nearest ancestor's. */
const languageOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang');

function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('no fixture');
  return item;
}

describe('content the backend has in the page’s language', () => {
  it('/de/faq shows German questions and answers, unmarked, and no note', async () => {
    await renderRoute('/faq', { language: 'de' });
    const question = await screen.findByRole(
      'button',
      { name: first(germanFaqs).faqQuestion },
      { timeout: FIRST_RENDER_MS },
    );
    expect(main().queryByText(faqs[0]?.faqQuestion ?? '')).not.toBeInTheDocument();
    expect(question.closest('main [lang]')).toBeNull();
    expect(main().queryByText(GERMAN_NOTE)).not.toBeInTheDocument();
    expect(
      seen.find(({ path }) => path === '/faqs/getAll')?.request.headers.get('Accept-Language'),
    ).toBe('de');
  });

  it('/de/career lists the German job titles', async () => {
    await renderRoute('/career', { language: 'de' });
    expect(
      await screen.findByRole(
        'heading',
        { name: first(germanJobOpenings).jobOpeningHeading },
        { timeout: FIRST_RENDER_MS },
      ),
    ).toBeVisible();
    expect(main().queryByText(GERMAN_NOTE)).not.toBeInTheDocument();
  });
});

describe('content the backend has only in English', () => {
  it('/hi/faq marks each question and answer as English and says so once, in Hindi', async () => {
    await renderRoute('/faq', { language: 'hi' });
    const question = await screen.findByRole(
      'button',
      { name: first(faqs).faqQuestion },
      { timeout: FIRST_RENDER_MS },
    );
    expect(languageOf(question)).toBe('en');
    expect(main().getAllByText(HINDI_NOTE)).toHaveLength(1);
    // The page's own words stay the page's language.
    expect(languageOf(main().getByRole('heading', { level: 1 }))).not.toBe('en');
    expect(languageOf(main().getByText(HINDI_NOTE))).not.toBe('en');
    // A note about the page, which site search leaves out (E6, E1).
    expect(main().getByRole('note')).toHaveTextContent(HINDI_NOTE);
  });

  it('/de/blog marks each post card as English and says so once, in German', async () => {
    await renderRoute('/blog', { language: 'de' });
    // By text: a role query over the whole list page outlasts the time-out on a busy machine.
    const link = await screen.findByText(
      first(blogs).blogHeading,
      {},
      { timeout: FIRST_RENDER_MS },
    );
    expect(languageOf(link)).toBe('en');
    expect(main().getAllByText(GERMAN_NOTE)).toHaveLength(1);
  });

  it('/de/blogsection/{id} marks the post’s heading and text as English', async () => {
    const blog = first(blogs);
    await renderRoute(`/blogsection/${blog._id}`, { language: 'de' });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: blog.blogHeading },
      { timeout: FIRST_RENDER_MS },
    );
    expect(heading).toHaveAttribute('lang', 'en');
    expect(main().getAllByText(GERMAN_NOTE)).toHaveLength(1);
  });

  it('/de/skills/{id}: German title in the list, the English details marked', async () => {
    const opening = first(jobOpenings);
    await renderRoute(`/skills/${opening._id}`, { language: 'de' });
    const title = await screen.findByText(
      opening.jobOpeningHeading,
      {},
      { timeout: FIRST_RENDER_MS },
    );
    expect(title).toHaveAttribute('lang', 'en');
    expect(main().getAllByText(GERMAN_NOTE)).toHaveLength(1);
  });

  it('an English page shows English content unmarked and without a note', async () => {
    await renderRoute('/blog');
    const link = await screen.findByRole(
      'link',
      { name: first(blogs).blogHeading },
      { timeout: FIRST_RENDER_MS },
    );
    expect(link.closest('main [lang]')).toBeNull();
    expect(main().queryByText(/shown in English/)).not.toBeInTheDocument();
  });

  it('an answer that names no language is taken as English', async () => {
    server.use(http.get('/support/getAll', () => HttpResponse.json(germanSupportVideos)));
    await renderRoute('/support', { language: 'de' });
    const title = await screen.findByRole(
      'heading',
      { name: first(germanSupportVideos).supportVideoHeading },
      { timeout: FIRST_RENDER_MS },
    );
    expect(title).toHaveAttribute('lang', 'en');
  });
});

describe('a change of language', () => {
  it('asks for the content again in the new language and shows it in place', async () => {
    const { store } = await renderRoute('/faq');
    await screen.findByRole(
      'button',
      { name: first(faqs).faqQuestion },
      { timeout: FIRST_RENDER_MS },
    );
    act(() => {
      store.dispatch(languageSelected('de'));
    });
    expect(
      await screen.findByRole('button', { name: first(germanFaqs).faqQuestion }),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        seen
          .filter(({ path }) => path === '/faqs/getAll')
          .map(({ request }) => request.headers.get('Accept-Language')),
      ).toEqual(['en', 'de']),
    );
  });

  it('keeps an item page’s content on screen while it loads in the new language', async () => {
    const blog = first(blogs);
    const { store } = await renderRoute(`/blogsection/${blog._id}`);
    await screen.findByRole(
      'heading',
      { level: 1, name: blog.blogHeading },
      { timeout: FIRST_RENDER_MS },
    );
    act(() => {
      store.dispatch(languageSelected('hi'));
    });
    // Never the loading view: the English post stays until the Hindi answer (English too) is in.
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: blog.blogHeading })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: blog.blogHeading })).toHaveAttribute(
        'lang',
        'en',
      ),
    );
  });

  it('says nothing of the content’s language while the new language’s answer is on its way', async () => {
    const { store } = await renderRoute('/faq', { language: 'de' });
    await screen.findByRole(
      'button',
      { name: first(germanFaqs).faqQuestion },
      { timeout: FIRST_RENDER_MS },
    );
    // Held until released, then answered by the demo backend's own handler.
    const { release: answer } = holdAnswers('/faqs/getAll');
    act(() => {
      store.dispatch(languageSelected('en'));
    });
    // The page reads in English while the German questions wait for their English answer.
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(screen.getByRole('button', { name: first(germanFaqs).faqQuestion })).toBeVisible();
    expect(main().queryByRole('note')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('button', { name: first(faqs).faqQuestion })).toBeVisible();
    expect(main().queryByRole('note')).not.toBeInTheDocument();
  });

  it('says so once the answer to the new language is in, and is in English', async () => {
    const { store, i18n } = await renderRoute('/blog');
    await screen.findByText(first(blogs).blogHeading, {}, { timeout: FIRST_RENDER_MS });
    // German's words arrive as the locale file would.
    i18n.addResourceBundle('de', 'translation', readLocale('de'));
    act(() => {
      store.dispatch(languageSelected('de'));
    });
    expect(await main().findByRole('note')).toHaveTextContent(GERMAN_NOTE);
    expect(main().getAllByRole('note')).toHaveLength(1);
  });
});
