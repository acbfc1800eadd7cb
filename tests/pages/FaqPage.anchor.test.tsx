import { screen, waitFor } from '@testing-library/react';
import { faqs } from '@/mocks/fixtures/faq';
import { faqSearchChanged } from '@/features/faq/faqSlice';
import { renderRoute } from '../utils/renderWithProviders';

// Whole-site renders on a loaded machine: the first one also compiles the chrome and the page.
jest.setTimeout(60_000);

const second = faqs[1];

describe('/faq#faq-{id} (a site search result, a shared link)', () => {
  it('opens that question, with its answer, and the questions unfiltered', async () => {
    const { store } = await renderRoute(`/faq#faq-${second?._id ?? ''}`, {
      beforeRender: async (appStore) => {
        appStore.dispatch(faqSearchChanged('no such question'));
        await Promise.resolve();
      },
    });
    const question = await screen.findByRole(
      'button',
      { name: second?.faqQuestion },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('region', { name: second?.faqQuestion })).toHaveTextContent(
      second?.faqAnswer ?? '',
    );
    // The element the #hash names, which the page scrolls to.
    expect(document.getElementById(`faq-${second?._id ?? ''}`)).toContainElement(question);
    expect(store.getState().faq).toMatchObject({ search: '', openId: second?._id });
  });

  it('opens it once: a visitor who closes it keeps it closed', async () => {
    const { user } = await renderRoute(`/faq#faq-${second?._id ?? ''}`);
    const question = await screen.findByRole(
      'button',
      { name: second?.faqQuestion },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens nothing for another hash or an unknown question', async () => {
    await renderRoute('/faq#faq-unknown');
    const first = await screen.findByRole(
      'button',
      { name: faqs[0]?.faqQuestion },
      { timeout: 15_000 },
    );
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
