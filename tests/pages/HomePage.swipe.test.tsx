import { screen, within } from '@testing-library/react';
import { renderRoute } from '../utils/renderWithProviders';
import { swipe, withPointerEvents } from '../utils/touch';

withPointerEvents();

afterEach(() => {
  jest.useRealTimers();
});

const HERO_TITLE = "Smarter parking for India's busiest places";

/** The featured-solutions slide in view: the other one is inert (out of view). */
function shownSlideTitle(): string | null {
  const list = screen.getByRole('list', { name: 'Featured solutions' });
  const shown = within(list)
    .getAllByRole('listitem')
    .filter((slide) => !slide.hasAttribute('inert'));
  expect(shown).toHaveLength(1);
  return within(shown[0] as HTMLElement).getByRole('heading', { level: 3 }).textContent;
}

async function openHome() {
  // The hero's timer must not step in between: only the swipes move anything.
  jest.useFakeTimers();
  const view = await renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: HERO_TITLE });
  // RTK Query registers its middleware with an action of its own just before the first action
  // of the store's life, and the home page dispatches none while it loads; an action nothing
  // handles lets that happen now, so that every update counted below is the swipes'.
  view.store.dispatch({ type: 'test/before-the-swipes' });
  let updates = 0;
  view.store.subscribe(() => {
    updates += 1;
  });
  return { updates: () => updates };
}

describe('/ (home) carousels on touch', () => {
  it('a swipe left shows the next featured slide, a swipe right the previous, one step each', async () => {
    const { updates } = await openHome();
    const slide = screen.getByRole('heading', { name: 'Smart parking management' });
    expect(shownSlideTitle()).toBe('Smart parking management');
    swipe(slide, 300, 200);
    expect(shownSlideTitle()).toBe('CampusCare for residential campuses');
    expect(updates()).toBe(1);
    swipe(slide, 100, 250);
    expect(shownSlideTitle()).toBe('Smart parking management');
    expect(updates()).toBe(2);
  });

  it('a short touch, a vertical drag and a mouse drag leave the slide where it is', async () => {
    const { updates } = await openHome();
    const slide = screen.getByRole('heading', { name: 'Smart parking management' });
    swipe(slide, 300, 270);
    swipe(slide, 300, 240, 'touch', 200);
    swipe(slide, 300, 100, 'mouse');
    expect(shownSlideTitle()).toBe('Smart parking management');
    expect(updates()).toBe(0);
  });

  it('a swipe on the hero moves its picture as the arrows do', async () => {
    await openHome();
    const hero = within(screen.getByRole('region', { name: HERO_TITLE }));
    swipe(hero.getByRole('heading', { level: 1 }), 400, 300);
    expect(hero.getByText('Slide 2 of 6')).toBeInTheDocument();
    swipe(hero.getByRole('heading', { level: 1 }), 300, 400);
    swipe(hero.getByRole('heading', { level: 1 }), 300, 400);
    expect(hero.getByText('Slide 6 of 6')).toBeInTheDocument();
  });
});
