import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  initialCarouselsState,
  selectCarousel,
  stepped,
  type CarouselState,
  type PauseReason,
} from '@/components/carousel/carouselsSlice';
import type { RootState } from '@/store/rootReducer';
import {
  FakeIntersectionObserver,
  installIntersectionObserver,
  removeIntersectionObserver,
} from '../utils/intersectionObserver';
import { renderRoute } from '../utils/renderWithProviders';

const HERO_TITLE = "Smarter parking for India's busiest places";
const hero = () => within(screen.getByRole('region', { name: HERO_TITLE }));
const visibleHeroImage = () => hero().getByRole('img').getAttribute('alt');

/** A hero carousel state such as Redux DevTools would show, on top of the initial one. */
function heroState(change: Partial<CarouselState>, pausedBy: PauseReason[] = []) {
  const start = initialCarouselsState.hero;
  const reasons = { ...start.pausedBy };
  for (const reason of pausedBy) reasons[reason] = true;
  const carousels = { ...initialCarouselsState, hero: { ...start, ...change, pausedBy: reasons } };
  return { carousels } satisfies Partial<RootState>;
}

async function openHome(preloadedState?: Partial<RootState>) {
  jest.useFakeTimers();
  const view = await renderRoute('/', { preloadedState });
  await screen.findByRole('heading', { level: 1, name: HERO_TITLE });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // Counts store updates, all and the hero's: an idle carousel must leave the log silent.
  let updates = 0;
  let heroUpdates = 0;
  let heroBefore = selectCarousel(view.store.getState(), 'hero');
  view.store.subscribe(() => {
    updates += 1;
    const heroNow = selectCarousel(view.store.getState(), 'hero');
    if (heroNow !== heroBefore) heroUpdates += 1;
    heroBefore = heroNow;
  });
  return { ...view, user, updates: () => updates, heroUpdates: () => heroUpdates };
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function setTabVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
  removeIntersectionObserver();
});

describe('/ (home) carousels from the store', () => {
  it('shows the hero image of a preloaded position, and rotates on from there', async () => {
    await openHome(heroState({ position: 3 }));
    expect(hero().getByText('Slide 4 of 6')).toBeInTheDocument();
    expect(visibleHeroImage()).toBe('Basement car park with an occupancy guidance display');
    advance(3000);
    expect(hero().getByText('Slide 5 of 6')).toBeInTheDocument();
  });

  it('holds still while a pause reason in the state holds (D20)', async () => {
    await openHome(heroState({}, ['hover']));
    advance(9000);
    expect(hero().getByText('Slide 1 of 6')).toBeInTheDocument();
  });

  it('an arrow press starts a full interval before the next automatic step', async () => {
    const { user } = await openHome();
    advance(2000);
    await user.click(hero().getByRole('button', { name: 'Show next image' }));
    // Pointer and focus leave the hero again, so nothing but the timer is left.
    await user.click(document.body);
    expect(hero().getByText('Slide 2 of 6')).toBeInTheDocument();
    advance(2999);
    expect(hero().getByText('Slide 2 of 6')).toBeInTheDocument();
    advance(1);
    expect(hero().getByText('Slide 3 of 6')).toBeInTheDocument();
  });

  it('rotates again on the way back after leaving through a link inside the hero', async () => {
    const { user } = await openHome();
    await user.hover(hero().getByRole('heading', { level: 1 }));
    await user.click(hero().getByRole('link', { name: 'Explore our solutions' }));
    await screen.findByRole('heading', { level: 1, name: /solutions/i });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    );
    await screen.findByRole('heading', { level: 1, name: HERO_TITLE });
    await user.unhover(document.body);
    advance(3000);
    expect(hero().getByText('Slide 2 of 6')).toBeInTheDocument();
  });

  it('dispatches nothing while the tab is hidden, and rotates again when it is shown', async () => {
    const { updates } = await openHome();
    setTabVisibility('hidden');
    const before = updates();
    advance(9000);
    expect(updates()).toBe(before);
    expect(hero().getByText('Slide 1 of 6')).toBeInTheDocument();
    setTabVisibility('visible');
    advance(3000);
    expect(hero().getByText('Slide 2 of 6')).toBeInTheDocument();
  });

  it('dispatches nothing while the hero is scrolled out of view', async () => {
    installIntersectionObserver();
    const { heroUpdates } = await openHome();
    const heroRegion = screen.getByRole('region', { name: HERO_TITLE });
    FakeIntersectionObserver.scroll(heroRegion, false);
    const before = heroUpdates();
    advance(9000);
    // The partner logos further down may step meanwhile; the hero logs nothing.
    expect(heroUpdates()).toBe(before);
    expect(hero().getByText('Slide 1 of 6')).toBeInTheDocument();
    FakeIntersectionObserver.scroll(heroRegion, true);
    advance(3000);
    expect(hero().getByText('Slide 2 of 6')).toBeInTheDocument();
  });

  it("the featured slides show the store's slide after two quick taps and a jump, all within 400 ms", async () => {
    const { user, store } = await openHome();
    const section = within(
      screen.getByRole('region', { name: 'One platform for parking and campus life' }),
    );
    // The one slide a visitor can reach (the other is aria-hidden and inert).
    const shown = () =>
      within(section.getByRole('list', { name: 'Featured solutions' }))
        .getAllByRole('listitem', { hidden: true })
        .filter((slide) => !slide.hasAttribute('inert'))
        .map((slide) => slide.getAttribute('aria-label'));
    const next = section.getByRole('button', { name: 'Next slide' });
    // No time passes in between: react-multi-carousel's own steps are throttled for 400 ms.
    await user.click(next);
    await user.click(next);
    expect(selectCarousel(store.getState(), 'homeSlides').position).toBe(0);
    expect(shown()).toEqual(['1 of 2']);
    // A change that comes from the store alone, as a Redux DevTools jump does.
    act(() => {
      store.dispatch(stepped({ id: 'homeSlides', step: 1, last: 1, by: 'visitor' }));
    });
    expect(shown()).toEqual(['2 of 2']);
  });
});
