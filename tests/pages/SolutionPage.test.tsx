import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialCarouselsState } from '@/components/carousel/carouselsSlice';
import type { RootState } from '@/store/rootReducer';
import { renderRoute } from '../utils/renderWithProviders';
import { swipe, withPointerEvents } from '../utils/touch';

const PAGE_TITLE = 'Our Solutions';
const CARD_TITLES = [
  'Parking management',
  'CampusCare',
  'Mechanised parking',
  'Warehouse gate automation',
];

const row = () => within(screen.getByRole('region', { name: 'Solution cards' }));

/** Titles of the cards a visitor can see and reach; cards outside the view are inert. */
function visibleCards(): string[] {
  return row()
    .getAllByRole('listitem')
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => within(slide).getByRole('heading', { level: 2 }).textContent);
}

/** Renders /solution with fake timers driving the row's interval and user-event's delays. */
async function openSolutions(preloadedState?: Partial<RootState>) {
  jest.useFakeTimers();
  const view = await renderRoute('/solution', { preloadedState });
  await screen.findByRole('heading', { level: 1, name: PAGE_TITLE });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...view, user };
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** Makes the browser report these media queries as matching (jsdom has no viewport). */
function matchMediaQueries(matching: (query: string) => boolean) {
  const spy = jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      Object.assign(new EventTarget(), {
        matches: matching(query),
        media: query,
        onchange: null,
      }) as unknown as MediaQueryList,
  );
  return () => spy.mockRestore();
}

withPointerEvents();

afterEach(() => {
  jest.useRealTimers();
});

describe('/solution', () => {
  it('renders one h1 and sets the document title', async () => {
    await openSolutions();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Solutions | ParkNova');
  });

  it('shows three cards and auto-advances every 3 s, wrapping to the start', async () => {
    await openSolutions();
    expect(visibleCards()).toEqual(CARD_TITLES.slice(0, 3));
    advance(2999);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(0, 3));
    advance(1);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(1, 4));
    advance(3000);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(0, 3));
  });

  it('shows one card per view on a phone and wraps after the fourth', async () => {
    const restore = matchMediaQueries((query) => query === '(max-width: 768px)');
    try {
      await openSolutions();
      const seen = [visibleCards()];
      for (let step = 0; step < 4; step += 1) {
        advance(3000);
        seen.push(visibleCards());
      }
      expect(seen).toEqual([...CARD_TITLES.map((title) => [title]), [CARD_TITLES[0]]]);
    } finally {
      restore();
    }
  });

  it('steps with the arrows, wrapping both ways', async () => {
    const { user } = await openSolutions();
    await user.click(screen.getByRole('button', { name: 'Show previous solutions' }));
    expect(visibleCards()).toEqual(CARD_TITLES.slice(1, 4));
    await user.click(screen.getByRole('button', { name: 'Show next solutions' }));
    expect(visibleCards()).toEqual(CARD_TITLES.slice(0, 3));
    await user.click(screen.getByRole('button', { name: 'Show next solutions' }));
    expect(visibleCards()).toEqual(CARD_TITLES.slice(1, 4));
  });

  it('steps with a touch swipe as with the arrows; a short touch or a mouse drag does not', async () => {
    await openSolutions();
    const card = row().getByRole('heading', { level: 2, name: CARD_TITLES[0] });
    swipe(card, 300, 200);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(1, 4));
    swipe(card, 100, 250);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(0, 3));
    swipe(card, 300, 270);
    swipe(card, 300, 100, 'mouse');
    expect(visibleCards()).toEqual(CARD_TITLES.slice(0, 3));
  });

  it('opens at a position held in the store (a state replayed from Redux DevTools)', async () => {
    const { solutionsRow } = initialCarouselsState;
    await openSolutions({
      carousels: { ...initialCarouselsState, solutionsRow: { ...solutionsRow, position: 1 } },
    });
    expect(visibleCards()).toEqual(CARD_TITLES.slice(1, 4));
    advance(3000);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(0, 3));
  });

  it('an arrow press restarts the interval: no automatic step within 3 s after it', async () => {
    const { user } = await openSolutions();
    advance(1000);
    await user.click(screen.getByRole('button', { name: 'Show next solutions' }));
    expect(visibleCards()).toEqual(CARD_TITLES.slice(1, 4));
    advance(2999);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(1, 4));
    advance(1);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(0, 3));
  });

  it('the pause control stops the row and the play control resumes it (D20)', async () => {
    const { user } = await openSolutions();
    await user.click(screen.getByRole('button', { name: 'Pause automatic scrolling' }));
    advance(9000);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(0, 3));
    await user.click(screen.getByRole('button', { name: 'Resume automatic scrolling' }));
    advance(3000);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(1, 4));
  });

  it('holds still while the cards are hovered or focused (D20)', async () => {
    const { user } = await openSolutions();
    const firstCard = row().getAllByRole('listitem')[0];
    if (!firstCard) throw new Error('no cards');
    await user.hover(firstCard);
    advance(6000);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(0, 3));
    await user.unhover(firstCard);
    advance(3000);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(1, 4));

    act(() =>
      row()
        .getByRole('link', { name: /CampusCare brochure/ })
        .focus(),
    );
    advance(6000);
    expect(visibleCards()).toEqual(CARD_TITLES.slice(1, 4));
  });

  it('does not auto-advance when the visitor prefers reduced motion (D20)', async () => {
    const restore = matchMediaQueries((query) => query.includes('prefers-reduced-motion'));
    try {
      await openSolutions();
      advance(9000);
      expect(visibleCards()).toEqual(CARD_TITLES.slice(0, 3));
    } finally {
      restore();
    }
  });

  it('fills every slide: the cards outside the view follow the first screen, none is lost', async () => {
    await openSolutions();
    const slides = row().getAllByRole('listitem');
    expect(slides).toHaveLength(4);
    for (const slide of slides) {
      expect(await within(slide).findByRole('heading', { level: 2 })).toBeInTheDocument();
    }
  });

  it('offers each brochure as a PDF download (D26)', async () => {
    await openSolutions();
    const links = row().getAllByRole('link', { name: /^Download the .* brochure \(PDF\)$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/brochures/PMS.pdf',
      '/brochures/CampusCare.pdf',
      '/brochures/Carparkingsolution.pdf',
      '/brochures/warehouse.pdf',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('download');
      expect(link).toHaveTextContent('Download');
    }
  });

  it.each([
    ['Parking management', 'Parking management system', 0],
    ['CampusCare', 'CampusCare', 0],
    ['Mechanised parking', 'Mechanised parking', 0],
    ['Warehouse gate automation', 'Warehouse gate automation', 1],
  ])(
    '"Know more" on %s scrolls to its section below the navbar and focuses its heading',
    async (card, sectionTitle, nextClicks) => {
      const { user } = await openSolutions();
      await user.click(screen.getByRole('button', { name: 'Pause automatic scrolling' }));
      for (let i = 0; i < nextClicks; i += 1)
        await user.click(screen.getByRole('button', { name: 'Show next solutions' }));
      const section = screen.getByRole('region', { name: sectionTitle });
      // jsdom has no layout: place the section 2400 px down the page.
      jest.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 2400 } as DOMRect);
      const scrollTo = jest.spyOn(window, 'scrollTo');

      await user.click(screen.getByRole('button', { name: `Know more about ${card}` }));

      const [options] = scrollTo.mock.calls.at(-1) ?? [];
      const { top } = options as ScrollToOptions;
      // Lands just below the 72 px navbar, not under it and not far below it.
      expect(top).toBeLessThanOrEqual(2400 - 72);
      expect(top).toBeGreaterThanOrEqual(2400 - 120);
      expect(within(section).getByRole('heading', { level: 2, name: sectionTitle })).toHaveFocus();
    },
  );

  it('is translated: Hindi shows the Hindi title and cards', async () => {
    await renderRoute('/solution', { language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'हमारे समाधान' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'पार्किंग प्रबंधन के बारे में और जानें' })).toBeVisible();
  });

  it('/erp opens the solutions page (D1)', async () => {
    await renderRoute('/erp');
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLE })).toBeVisible();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent(/^\/solution$/);
  });
});
