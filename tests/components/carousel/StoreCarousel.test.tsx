import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ResponsiveType } from 'react-multi-carousel/lib/types';
import { ANY_WIDTH, StoreCarousel } from '@/components/carousel/StoreCarousel';

const VIEWS: ResponsiveType = {
  wide: { breakpoint: { min: 426, max: ANY_WIDTH }, items: 2 },
  narrow: { breakpoint: { min: 0, max: 425 }, items: 1 },
};
const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta'];
const STEP_MS = 400;
/** Past a step's slide and the frame it may start late. */
const AFTER_A_FRAME_MS = 200;

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** An item; `ariaLabel` is the name the library gives its list item. */
function Item({ name }: { name: string; ariaLabel?: string }) {
  return <a href={`/${name}`}>{name}</a>;
}

/** Four items, two in view, and `copies` of the first ones for the loop. */
function Carousel({ position, copies = 0 }: { position: number; copies?: number }) {
  const names = [...NAMES, ...NAMES.slice(0, copies)];
  return (
    <StoreCarousel
      position={position}
      count={NAMES.length}
      responsive={VIEWS}
      label="Letters"
      transitionMs={STEP_MS}
    >
      {names.map((name, index) => (
        <Item key={index} name={name} ariaLabel={`${name} ${index}`} />
      ))}
    </StoreCarousel>
  );
}

/** The items a visitor can reach: not aria-hidden, not inert, and no others. */
function reachable(): string[] {
  const items = within(screen.getByRole('list', { name: 'Letters' })).getAllByRole('listitem', {
    hidden: true,
  });
  for (const item of items) {
    expect(item.hasAttribute('inert')).toBe(item.getAttribute('aria-hidden') === 'true');
  }
  return items
    .filter((item) => !item.hasAttribute('inert'))
    .map((item) => item.getAttribute('aria-label') ?? '');
}

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(HTMLElement.prototype, 'offsetWidth');
});

describe('StoreCarousel (react-multi-carousel following the store)', () => {
  it('prerenders the named track with the items out of view hidden and inert', () => {
    const html = renderToString(<Carousel position={1} />);
    expect(html).toMatch(/<ul [^>]*aria-label="Letters"/);
    // Laid out by CSS until measured: no style attribute for the CSP to allow by its hash.
    expect(html).not.toMatch(/ style="/);
    const items = [...html.matchAll(/<li [^>]*>/g)].map(([tag]) => ({
      hidden: tag.includes('aria-hidden="true"'),
      inert: / inert=""/.test(tag),
    }));
    // The server's view shows two items: the store's position and the next one.
    expect(items).toEqual([
      { hidden: true, inert: true },
      { hidden: false, inert: false },
      { hidden: false, inert: false },
      { hidden: true, inert: true },
    ]);
  });

  it('follows every position at once, a second one inside the library throttle too', () => {
    jest.useFakeTimers();
    const { rerender } = render(<Carousel position={0} />);
    expect(reachable()).toEqual(['Alpha 0', 'Bravo 1']);
    // A tap, and a Redux DevTools jump or a second tap in the same 400 ms.
    rerender(<Carousel position={1} />);
    expect(reachable()).toEqual(['Bravo 1', 'Charlie 2']);
    rerender(<Carousel position={0} />);
    expect(reachable()).toEqual(['Alpha 0', 'Bravo 1']);
    rerender(<Carousel position={2} />);
    expect(reachable()).toEqual(['Charlie 2', 'Delta 3']);
    advance(STEP_MS);
    expect(reachable()).toEqual(['Charlie 2', 'Delta 3']);
  });

  it('slides its track to the position it measured its items for, at once on mounting', () => {
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
      configurable: true,
      get: () => 800,
    });
    const { rerender } = render(<Carousel position={2} />);
    const track = screen.getByRole('list', { name: 'Letters' });
    // jsdom's window is 1024 px wide: the wide view, two items of 400 px.
    expect(track.style.transform).toBe('translate3d(-800px,0,0)');
    expect(track.style.transition).toBe('none');
    rerender(<Carousel position={1} />);
    expect(track.style.transform).toBe('translate3d(-400px,0,0)');
    expect(track.style.transition).toBe(`transform ${STEP_MS}ms ease-in-out`);
  });

  it('steps from the last item on to the copies of the first, then back to the first', () => {
    jest.useFakeTimers();
    const { rerender } = render(<Carousel position={3} copies={2} />);
    expect(reachable()).toEqual(['Delta 3', 'Alpha 4']);
    rerender(<Carousel position={0} copies={2} />);
    expect(reachable()).toEqual(['Alpha 4', 'Bravo 5']);
    // Not before the slide is over (it starts with the next frame).
    advance(STEP_MS);
    expect(reachable()).toEqual(['Alpha 4', 'Bravo 5']);
    advance(AFTER_A_FRAME_MS);
    expect(reachable()).toEqual(['Alpha 0', 'Bravo 1']);
  });

  it("keeps its own timer when another carousel leaves the page (the library's are shared)", () => {
    jest.useFakeTimers();
    function Two({ position, both }: { position: number; both: boolean }) {
      return (
        <>
          <div data-testid="first">
            <Carousel position={position} copies={2} />
          </div>
          {both && <Carousel position={position} copies={2} />}
        </>
      );
    }
    const { rerender } = render(<Two position={3} both />);
    rerender(<Two position={0} both />);
    rerender(<Two position={0} both={false} />);
    advance(STEP_MS + AFTER_A_FRAME_MS);
    const first = within(screen.getByTestId('first'));
    expect(
      first
        .getAllByRole('listitem', { hidden: true })
        .filter((item) => !item.hasAttribute('inert'))
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Alpha 0', 'Bravo 1']);
  });
});
