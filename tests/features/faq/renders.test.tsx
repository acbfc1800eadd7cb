import { screen } from '@testing-library/react';
import { faqs } from '@/mocks/fixtures/faq';
import { renders } from '../../utils/renderTracker';
import { renderRoute } from '../../utils/renderWithProviders';

const [first, second] = faqs;

// D46: a gesture renders what it changes. Render counts are deterministic where timings are
// not; docs/performance.md has the timings.
describe('/faq render scope', () => {
  it('opening a question renders that question only, not the page or the other questions', async () => {
    const { user } = await renderRoute('/faq');
    const question = await screen.findByRole(
      'button',
      { name: first?.faqQuestion },
      { timeout: 5000 },
    );
    const rendered = await renders(() => user.click(question));
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(rendered).not.toContain('FaqPage');
    expect(rendered).not.toContain('PageMeta');
    expect(rendered).not.toContain('SearchField');
    expect(rendered.filter((name) => name === 'AccordionItem')).toHaveLength(1);
  });

  it('opening another question renders the two that change', async () => {
    const { user } = await renderRoute('/faq');
    await user.click(
      await screen.findByRole('button', { name: first?.faqQuestion }, { timeout: 5000 }),
    );
    const rendered = await renders(() =>
      user.click(screen.getByRole('button', { name: second?.faqQuestion })),
    );
    expect(rendered.filter((name) => name === 'AccordionItem')).toHaveLength(2);
    expect(rendered).not.toContain('FaqPage');
  });
});
