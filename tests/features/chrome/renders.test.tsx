import { screen, within } from '@testing-library/react';
import { readLocale } from '../../../scripts/build/locales.cjs';
import { commits, renders } from '../../utils/renderTracker';
import { renderRoute } from '../../utils/renderWithProviders';

// D46: a gesture renders what it changes (docs/performance.md has the timings).
describe('chrome render scope', () => {
  afterEach(() => window.localStorage.clear());

  it('opening the mobile menu renders its button and the navigation, not the links or the page', async () => {
    const { user } = await renderRoute('/aboutus');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    // Shown by a media query only, which jsdom does not apply: found by its label.
    const menuButton = screen.getByLabelText('Open menu', { selector: 'button' });
    const rendered = await renders(() => user.click(menuButton));
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(rendered).toContain('MenuToggle');
    for (const other of [
      'Navbar',
      'ChromeLink',
      'LanguagePicker',
      'Layout',
      'AboutPage',
      'Footer',
    ]) {
      expect(rendered).not.toContain(other);
    }
  });

  it('choosing a language closes the picker first; the page follows in a later render', async () => {
    const { user, i18n } = await renderRoute('/aboutus');
    i18n.addResourceBundle('de', 'translation', readLocale('de'));
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: /^Language:/ }));
    const menu = screen.getByRole('list', { name: 'Choose a language' });
    const recorded = await commits(async () => {
      await user.click(within(menu).getByRole('button', { name: 'DE' }));
      await screen.findByRole('navigation', { name: 'Hauptmenü' });
    });
    // The click's own commit: the picker closes; no page and no chrome text re-rendered yet.
    const [click] = recorded;
    expect(click).toContain('LanguagePicker');
    expect(click).not.toContain('AboutPage');
    expect(click).not.toContain('Navbar');
    expect(recorded.slice(1).flat()).toContain('AboutPage');
    expect(screen.queryByRole('list', { name: 'Choose a language' })).not.toBeInTheDocument();
  });
});
