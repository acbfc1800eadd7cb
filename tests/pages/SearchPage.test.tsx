import { screen, waitFor, within } from '@testing-library/react';
import { serveSearchIndexes } from '../features/search/searchIndexes';
import { renderRoute } from '../utils/renderWithProviders';

// Whole-site renders on a loaded machine: the first one also compiles the chrome and the page.
jest.setTimeout(60_000);

const main = () => within(screen.getByRole('main'));
const address = () => screen.getByRole('status', { name: 'Address bar' });

async function openSearchPage(url: string) {
  const requested = serveSearchIndexes();
  const view = await renderRoute(url);
  // Generous: the first render of a file also compiles the lazy page and the chrome.
  await screen.findByRole('heading', { level: 1, name: 'Search' }, { timeout: 15_000 });
  return { ...view, requested };
}

describe('/search', () => {
  it('shows a labelled search field and no results before any words, and is kept out of search engines', async () => {
    const { requested } = await openSearchPage('/search');
    expect(main().getByRole('searchbox', { name: 'Search the site' })).toHaveValue('');
    expect(main().queryByRole('list')).not.toBeInTheDocument();
    expect(main().getByRole('status')).toBeEmptyDOMElement();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(requested).toEqual([]);
  });

  it('shows the results of ?q= as links with their passage, kind and address', async () => {
    await openSearchPage('/search?q=fastag');
    await waitFor(() => expect(main().getByRole('status')).toHaveTextContent('Results: 2'));
    expect(main().getByRole('searchbox')).toHaveValue('fastag');
    const links = main()
      .getAllByRole('heading', { level: 2 })
      .map((heading) => within(heading).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual([
      '/faq#faq-65a5a4b3c7f0e1f2a3b4c502',
      '/solution',
    ]);
    const faq = main().getByRole('link', { name: /^Can drivers pay for parking with FASTag/ });
    const result = faq.closest('article') as HTMLElement;
    expect(within(result).getByText('FAQ answer')).toBeVisible();
    expect(within(result).getByText('/faq')).toBeVisible();
    expect(within(faq).getByText('FASTag').tagName).toBe('MARK');
  });

  it('writes the words typed into the address, replacing it', async () => {
    const { user } = await openSearchPage('/search');
    await user.type(main().getByRole('searchbox'), 'boom barrers');
    expect(address()).toHaveTextContent('/search?q=boom+barrers');
    await waitFor(() =>
      expect(main().getByRole('link', { name: 'Embedded Systems Engineer' })).toBeVisible(),
    );
  });

  it('says when nothing is found, with a link to the contact page', async () => {
    await openSearchPage('/search?q=helicopter');
    const status = main().getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('No results for “helicopter”.'));
    expect(
      within(status).getByRole('link', { name: 'Ask us on the contact page.' }),
    ).toHaveAttribute('href', '/contact');
  });
});
