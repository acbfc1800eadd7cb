import { screen, waitFor, within } from '@testing-library/react';
import { renders } from '../../utils/renderTracker';
import { renderRoute } from '../../utils/renderWithProviders';

// D46: a gesture renders what it changes (docs/performance.md has the timings).
describe('solutions row render scope', () => {
  it('a step renders the row, not its cards or the page', async () => {
    const { user } = await renderRoute('/solution');
    const row = await screen.findByRole('region', { name: 'Solution cards' }, { timeout: 5000 });
    // The titles of the cards in view: the cards outside it are inert.
    const shownTitles = () =>
      within(row)
        .getAllByRole('heading')
        .filter((title) => !title.closest('[inert]'));
    // The parts after the first screen (the cards out of view, the sections) have rendered.
    await screen.findByRole('heading', { name: 'Parking management system' });
    await waitFor(() => expect(within(row).getAllByRole('heading')).toHaveLength(4));
    expect(shownTitles()[0]).toHaveTextContent('Parking management');
    const stepped = await renders(() =>
      user.click(within(row).getByRole('button', { name: 'Show next solutions' })),
    );
    expect(shownTitles()[0]).toHaveTextContent('CampusCare');
    expect(stepped).toContain('SolutionsRow');
    for (const other of ['SolutionPage', 'SolutionCard']) {
      expect(stepped).not.toContain(other);
    }
  });

  it('its pause button renders itself, not the row, its cards or the page', async () => {
    const { user } = await renderRoute('/solution');
    const row = await screen.findByRole('region', { name: 'Solution cards' }, { timeout: 5000 });
    const pause = within(row).getByRole('button', { name: 'Pause automatic scrolling' });
    const pressed = await renders(() => user.click(pause));
    expect(pause).toHaveAccessibleName('Resume automatic scrolling');
    expect(pressed).toContain('AutoplayToggle');
    for (const other of ['SolutionPage', 'SolutionsRow', 'SolutionCard']) {
      expect(pressed).not.toContain(other);
    }
  });
});
