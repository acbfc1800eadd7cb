import { screen } from '@testing-library/react';
import { renders } from '../../utils/renderTracker';
import { renderRoute } from '../../utils/renderWithProviders';

// D46: a gesture renders what it changes (docs/performance.md has the timings).
describe('home render scope', () => {
  it('choosing a What-we-do topic renders that section, not the page or its carousels', async () => {
    const { user } = await renderRoute('/');
    const topic = await screen.findByRole('button', { name: 'Smart parking' }, { timeout: 5000 });
    const rendered = await renders(() => user.click(topic));
    expect(topic).toHaveAttribute('aria-pressed', 'true');
    expect(rendered).toContain('TopicDetail');
    for (const other of [
      'HomePage',
      'HomeHero',
      'FeatureSlides',
      'OurSolutions',
      'PartnerCarousel',
      'DemoVideo',
      'Benefits',
    ]) {
      expect(rendered).not.toContain(other);
    }
  });
});
