import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { faqs } from '@/mocks/fixtures/faq';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/renderWithProviders';
import { captureErrorLog, failedAnswers } from './queryFailures';

const FAQS = '/faqs/getAll';
/** The page content, without the chrome (whose footer has headings and statuses too). */
const main = () => within(screen.getByRole('main'));
const questions = () =>
  main()
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

async function openFaqPage() {
  const view = await renderRoute('/faq');
  // Generous: the first render of a file also compiles the lazy page and the chrome.
  await screen.findByRole('button', { name: faqs[0]?.faqQuestion }, { timeout: 5000 });
  return view;
}

describe('/faq', () => {
  it('shows the title, a labelled search box and the questions in reverse server order', async () => {
    await openFaqPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Frequently Asked Questions',
    );
    expect(screen.getByRole('searchbox', { name: 'Search the questions' })).toHaveAttribute(
      'placeholder',
      'Search for...',
    );
    expect(questions()).toEqual(faqs.map((faq) => faq.faqQuestion).reverse());
  });

  it("shows 'Loading...' while the questions are on their way", async () => {
    server.use(http.get(FAQS, () => delay('infinite')));
    await renderRoute('/faq');
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    expect(main().getByRole('status')).toHaveTextContent('Loading...');
  });

  it('filters questions by a case-insensitive substring', async () => {
    const { user } = await openFaqPage();
    await user.type(screen.getByRole('searchbox'), 'fastag');
    expect(questions()).toEqual(['Can drivers pay for parking with FASTag?']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'HOW DOES');
    expect(questions()).toHaveLength(
      faqs.filter((faq) => faq.faqQuestion.toLowerCase().includes('how does')).length,
    );
  });

  it("says 'No FAQs match your search.' when nothing matches, without a retry button", async () => {
    const { user, store } = await openFaqPage();
    await user.type(screen.getByRole('searchbox'), 'helicopter');
    expect(screen.getByText('No FAQs match your search.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(store.getState().faq?.search).toBe('helicopter');
  });

  it('opens one item at a time and closes the open item when it is clicked again', async () => {
    const { user, store } = await openFaqPage();
    const first = screen.getByRole('button', { name: faqs[0]?.faqQuestion });
    const second = screen.getByRole('button', { name: faqs[1]?.faqQuestion });
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: faqs[0]?.faqQuestion });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByText(faqs[0]?.faqAnswer ?? '')).toBeVisible();
    expect(store.getState().faq?.openId).toBe(faqs[0]?._id);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(store.getState().faq?.openId).toBeNull();
  });

  it('lists the key points of an open item, each with a check mark', async () => {
    const { user } = await openFaqPage();
    const item = faqs[0];
    await user.click(screen.getByRole('button', { name: item?.faqQuestion }));
    const panel = screen.getByRole('region', { name: item?.faqQuestion });
    const points = within(panel).getAllByRole('listitem');
    expect(points.map((point) => point.textContent)).toEqual(item?.keyPoints);
    for (const point of points) {
      expect(point.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('shows no key-point list for an item without key points', async () => {
    const { user } = await openFaqPage();
    const item = faqs.find((faq) => !faq.keyPoints);
    await user.click(screen.getByRole('button', { name: item?.faqQuestion }));
    const panel = screen.getByRole('region', { name: item?.faqQuestion });
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter and Space toggle the focused question', async () => {
    const { user } = await openFaqPage();
    const target = screen.getByRole('button', { name: faqs[2]?.faqQuestion });
    target.focus();
    await user.keyboard('{Enter}');
    expect(target).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(target).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders server text as text, never as markup (D12)', async () => {
    server.use(
      http.get(FAQS, () =>
        HttpResponse.json({
          data: [{ _id: 'x', faqQuestion: 'Is <b>this</b> bold?', faqAnswer: '<i>No</i>' }],
        }),
      ),
    );
    const { user, container } = await renderRoute('/faq');
    await user.click(await screen.findByRole('button', { name: 'Is <b>this</b> bold?' }));
    expect(screen.getByText('<i>No</i>')).toBeVisible();
    expect(container.querySelector('main b, main i')).toBeNull();
  });

  it('shows the empty view when the server has no questions', async () => {
    server.use(http.get(FAQS, () => HttpResponse.json({ data: [] })));
    await renderRoute('/faq');
    expect(await screen.findByText('No FAQs match your search.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each(failedAnswers)(
    'after %s: logs it, shows the empty view and "Try again" refetches (D13)',
    async (_, answer) => {
      const log = captureErrorLog();
      server.use(http.get(FAQS, answer, { once: true }));
      const { user } = await renderRoute('/faq');
      expect(await screen.findByText('No FAQs match your search.')).toBeVisible();
      expect(log).toHaveBeenCalledWith('[api] getFaqs failed', expect.anything());
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('button', { name: faqs[0]?.faqQuestion })).toBeVisible();
    },
  );
});
