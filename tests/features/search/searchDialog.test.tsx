import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@/i18n/languages';
import { renderRoute } from '../../utils/renderWithProviders';
import { serveSearchIndexes } from './searchIndexes';

// Whole-site renders on a loaded machine: the first one also compiles the chrome and the page.
jest.setTimeout(60_000);

const searchButton = () => screen.getByRole('button', { name: 'Search' });
const dialog = () => screen.getByRole('dialog', { name: 'Site search' });
const field = () => within(dialog()).getByRole('combobox', { name: 'Search the site' });
/** Waits for the address: a navigation shows once the next page's code is in (LanguageRouter). */
const addressBecomes = (expected: string) =>
  waitFor(
    () => expect(screen.getByRole('status', { name: 'Address bar' })).toHaveTextContent(expected),
    { timeout: 10_000 },
  );
const options = () => within(dialog()).getAllByRole('option');

/**
 * Waits for the results of the whole of `word`, typed key by key: the last option offers them
 * all by that word. Those of a word still being typed ("fasta") may be as many.
 */
const resultsFor = (word: string) =>
  waitFor(() => expect(options().at(-1)).toHaveTextContent(`All results for “${word}”`));

async function openHome(url = '/', language: Language = 'en') {
  const requested = serveSearchIndexes();
  const view = await renderRoute(url, { language });
  // Generous: the first render of a file also compiles the lazy page and the chrome.
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  // The keys and the dialog come with the footer's chunk (src/app/SiteFooter.tsx).
  await screen.findByRole('contentinfo', {}, { timeout: 15_000 });
  return { ...view, requested };
}

async function openDialog(user: Awaited<ReturnType<typeof openHome>>['user']) {
  await user.click(searchButton());
  await screen.findByRole('dialog', { name: 'Site search' }, { timeout: 5000 });
}

describe('search dialog', () => {
  it('opens from the navbar button with focus in its field, and fetches the index then', async () => {
    const { user, requested } = await openHome();
    expect(searchButton()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(requested).toEqual([]);
    await openDialog(user);
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(requested).toEqual(['/search-index/en.json']));
  });

  // In languages no other test loads: a loaded index is kept for the file's other tests.
  it('fetches the index when the pointer rests on the button, before a click', async () => {
    const { user, requested } = await openHome('/', 'fr');
    await user.hover(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(requested).toEqual(['/search-index/fr.json']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fetches the index when the button gets focus, before a click', async () => {
    const { user, requested } = await openHome('/', 'ru');
    const button = screen.getByRole('button', { name: 'Поиск' });
    while (!button.matches(':focus')) await user.tab();
    await waitFor(() => expect(requested).toEqual(['/search-index/ru.json']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with / outside a text field and with Ctrl-K or ⌘-K', async () => {
    const { user } = await openHome();
    await user.keyboard('/');
    await screen.findByRole('dialog', { name: 'Site search' });
    expect(field()).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Site search' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('{Meta>}K{/Meta}');
    expect(await screen.findByRole('dialog', { name: 'Site search' })).toBeInTheDocument();
  });

  it('leaves / to a text field that has focus', async () => {
    const { user } = await openHome('/faq');
    const faqSearch = await screen.findByRole('searchbox', { name: 'Search the questions' });
    await user.type(faqSearch, 'a/b');
    expect(faqSearch).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists results with their kind and announces their number', async () => {
    const { user } = await openHome();
    await openDialog(user);
    await user.type(field(), 'fastag');
    await resultsFor('fastag');
    expect(options()).toHaveLength(3);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Results: 2');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    const listbox = within(dialog()).getByRole('listbox', { name: 'Results' });
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    expect(options()[0]).toHaveTextContent(/^(Solution|FAQ answer)/);
    // The found word marked, as text.
    expect(within(options()[0] as HTMLElement).getAllByText(/fastag/i)[0]?.tagName).toBe('MARK');
  });

  it('moves through the results with Down and Up, keeping focus in the field', async () => {
    const { user } = await openHome();
    await openDialog(user);
    await user.type(field(), 'fastag');
    await resultsFor('fastag');
    expect(options()).toHaveLength(3);
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', options()[2]?.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    expect(field()).toHaveFocus();
  });

  it('opens the chosen result with Enter and closes', async () => {
    const { user } = await openHome();
    await openDialog(user);
    await user.type(field(), 'night');
    await resultsFor('night');
    expect(options()).toHaveLength(2);
    await user.keyboard('{ArrowDown}{Enter}');
    await addressBecomes('/blogsection/65a3e2f1a5d0c1d2e3f4a501');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens every result on /search with Enter when none is chosen', async () => {
    const { user } = await openHome();
    await openDialog(user);
    await user.type(field(), 'boom barrier{Enter}');
    await addressBecomes('/search?q=boom%20barrier');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a result on a click', async () => {
    const { user } = await openHome();
    await openDialog(user);
    await user.type(field(), 'firmware');
    await resultsFor('firmware');
    expect(options()).toHaveLength(2);
    await user.click(within(options()[0] as HTMLElement).getByText('Embedded Systems Engineer'));
    await addressBecomes('/skills/65a2d1e0f4c0b1c2d3e4f501');
  });

  it('says when nothing is found, with a link to the contact page', async () => {
    const { user } = await openHome();
    await openDialog(user);
    await user.type(field(), 'helicopter');
    const status = within(dialog()).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('No results for “helicopter”.'));
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(status).getByRole('link', { name: 'Ask us on the contact page.' }));
    await addressBecomes('/contact');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape and on its close button, focus back on the navbar button', async () => {
    const { user, store } = await openHome();
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(searchButton()).toHaveFocus();
    expect(store.getState().chrome?.searchOpen).toBe(false);
    await openDialog(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(searchButton()).toHaveFocus();
  });

  it("searches the page's language: Hindi words in the Hindi index, results in Hindi", async () => {
    const { user, requested } = await openHome('/', 'hi');
    await user.click(screen.getByRole('button', { name: 'खोजें' }));
    const hindi = await screen.findByRole('dialog', { name: 'साइट खोज' });
    await user.type(within(hindi).getByRole('combobox'), 'पार्किंग');
    await waitFor(() => expect(within(hindi).getAllByRole('option')).toHaveLength(2));
    expect(within(hindi).getByRole('status')).toHaveTextContent('परिणाम: 1');
    expect(requested).toEqual(['/search-index/hi.json']);
    await user.keyboard('{ArrowDown}{Enter}');
    // The route: the site's router puts the language's prefix in front (D37).
    await addressBecomes('/solution');
  });

  it('says that search failed and tries again on request', async () => {
    const { user } = await openHome('/', 'de');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    const german = await screen.findByRole('dialog', { name: 'Websitesuche' });
    await user.type(within(german).getByRole('combobox'), 'Schranke');
    // No German index in these tests: the development build explains how to get one.
    await waitFor(() =>
      expect(within(german).getByRole('status')).toHaveTextContent(
        'Dieser Server hat noch keinen Suchindex',
      ),
    );
    expect(within(german).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });
});
