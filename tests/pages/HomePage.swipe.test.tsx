import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '../utils/renderWithProviders';

/**
 * jsdom has no PointerEvent: testing-library would fall back to a plain Event and drop
 * pointerType and the coordinates. A stand-in for the browser's constructor, not our code.
 */
class PointerEventStandIn extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', { configurable: true, value: PointerEventStandIn });
});
afterAll(() => {
  Reflect.deleteProperty(window, 'PointerEvent');
});
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

/** A finger from `fromX` to `toX` (and `dy` down), with the move events in between. */
function swipe(target: Element, fromX: number, toX: number, pointerType = 'touch', dy = 0) {
  const at = (x: number, y: number) => ({ pointerId: 7, pointerType, clientX: x, clientY: y });
  fireEvent.pointerDown(target, at(fromX, 300));
  for (let step = 1; step <= 4; step += 1) {
    fireEvent.pointerMove(target, at(fromX + ((toX - fromX) * step) / 4, 300 + (dy * step) / 4));
  }
  fireEvent.pointerUp(target, at(toX, 300 + dy));
}

async function openHome() {
  // The hero's timer must not step in between: only the swipes move anything.
  jest.useFakeTimers();
  const view = await renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: HERO_TITLE });
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
