import { makeStore } from '@/store/makeStore';
import {
  pauseChanged,
  pauseToggled,
  selectCarousel,
  selectPaused,
  stepped,
  type CarouselId,
} from '@/components/carousel/carouselsSlice';
import { changeOnly } from '@/store/changeOnly';
import { createTestI18n } from '../../utils/renderWithProviders';

async function freshStore() {
  return makeStore({ i18n: await createTestI18n() });
}

type Store = Awaited<ReturnType<typeof freshStore>>;

const position = (store: Store, id: CarouselId) => selectCarousel(store.getState(), id).position;

/** The hero: six images, positions 0 to 5. */
const hero = { id: 'hero', last: 5, by: 'visitor' } as const;
/** /solution: four cards, three per view: the row can start at card 0 or card 1. */
const desktop = { id: 'solutionsRow', last: 1, by: 'timer' } as const;
/** /solution: four cards, one per view. */
const phone = { id: 'solutionsRow', last: 3, by: 'visitor' } as const;

describe('carousels slice (spec section 4 "Home" and "Solutions row auto-scroll wraps")', () => {
  it('starts every carousel at its first item, not paused, never moved', async () => {
    const state = (await freshStore()).getState();
    for (const id of ['hero', 'homeSlides', 'partners', 'solutionsRow'] as const) {
      expect(selectCarousel(state, id).position).toBe(0);
      expect(selectCarousel(state, id).steppedBy).toBeNull();
      expect(selectPaused(state, id)).toBe(false);
    }
  });

  it('cycles the hero index over six images in both directions', async () => {
    const store = await freshStore();
    const seen: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      store.dispatch(stepped({ ...hero, step: 1 }));
      seen.push(position(store, 'hero'));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 0, 1]);
    store.dispatch(stepped({ ...hero, step: -1 }));
    store.dispatch(stepped({ ...hero, step: -1 }));
    expect(position(store, 'hero')).toBe(5);
    expect(position(store, 'partners')).toBe(0);
  });

  it('advances the row to the last full view, then wraps to the start', async () => {
    const store = await freshStore();
    const seen: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      store.dispatch(stepped({ ...desktop, step: 1 }));
      seen.push(position(store, 'solutionsRow'));
    }
    expect(seen).toEqual([1, 0, 1, 0]);
    expect(selectCarousel(store.getState(), 'solutionsRow').steppedBy).toBe('timer');
  });

  it('steps back from the start to the last full view', async () => {
    const store = await freshStore();
    store.dispatch(stepped({ ...phone, step: -1 }));
    expect(position(store, 'solutionsRow')).toBe(3);
    store.dispatch(stepped({ ...phone, step: -1 }));
    expect(position(store, 'solutionsRow')).toBe(2);
  });

  it('clamps a position left over from a narrower viewport before stepping', async () => {
    const store = await freshStore();
    store.dispatch(stepped({ ...phone, step: -1 })); // position 3 on a phone
    store.dispatch(stepped({ ...desktop, step: 1 })); // 3 is past the desktop end (1): wraps
    expect(position(store, 'solutionsRow')).toBe(0);
    store.dispatch(stepped({ ...phone, step: -1 }));
    store.dispatch(stepped({ ...desktop, step: -1 })); // clamped to 1, then one step back
    expect(position(store, 'solutionsRow')).toBe(0);
  });

  it("toggles each carousel's pause control independently (D20)", async () => {
    const store = await freshStore();
    store.dispatch(pauseToggled('hero'));
    expect(selectPaused(store.getState(), 'hero')).toBe(true);
    expect(selectPaused(store.getState(), 'partners')).toBe(false);
    store.dispatch(pauseToggled('partners'));
    store.dispatch(pauseToggled('hero'));
    expect(selectPaused(store.getState(), 'hero')).toBe(false);
    expect(selectPaused(store.getState(), 'partners')).toBe(true);
  });

  it('holds a carousel while any pause reason holds, and logs no repeated reason', async () => {
    const store = await freshStore();
    // Each logged change makes a new carousel state; a skipped no-op does not.
    const states = new Set([selectCarousel(store.getState(), 'hero')]);
    store.subscribe(() => states.add(selectCarousel(store.getState(), 'hero')));
    const hover = (paused: boolean) =>
      store.dispatch(changeOnly(pauseChanged({ id: 'hero', reason: 'hover', paused })));
    hover(true);
    hover(true);
    store.dispatch(changeOnly(pauseChanged({ id: 'hero', reason: 'hiddenTab', paused: true })));
    hover(false);
    expect(selectPaused(store.getState(), 'hero')).toBe(true);
    store.dispatch(changeOnly(pauseChanged({ id: 'hero', reason: 'hiddenTab', paused: false })));
    hover(false);
    expect(selectPaused(store.getState(), 'hero')).toBe(false);
    expect(states.size).toBe(1 + 4);
  });
});
