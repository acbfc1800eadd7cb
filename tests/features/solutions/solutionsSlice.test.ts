import { makeStore } from '../../../src/store/makeStore';
import {
  rowNext,
  rowPausedToggled,
  rowPrevious,
  selectRowPaused,
  selectRowPosition,
} from '../../../src/features/solutions/solutionsSlice';
import { createTestI18n } from '../../utils/renderWithProviders';

async function freshStore() {
  return makeStore({ i18n: await createTestI18n() });
}

/** Four cards, three per view: the row can start at card 0 or card 1. */
const desktop = { lastPosition: 1 };
/** Four cards, one per view. */
const phone = { lastPosition: 3 };

describe('solutions slice (spec section 4 "Solutions row auto-scroll wraps")', () => {
  it('starts at the first card, not paused', async () => {
    const state = (await freshStore()).getState();
    expect(selectRowPosition(state)).toBe(0);
    expect(selectRowPaused(state)).toBe(false);
  });

  it('advances to the last full view, then wraps to the start', async () => {
    const store = await freshStore();
    const seen: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      store.dispatch(rowNext(desktop));
      seen.push(selectRowPosition(store.getState()));
    }
    expect(seen).toEqual([1, 0, 1, 0]);
  });

  it('steps back from the start to the last full view', async () => {
    const store = await freshStore();
    store.dispatch(rowPrevious(phone));
    expect(selectRowPosition(store.getState())).toBe(3);
    store.dispatch(rowPrevious(phone));
    expect(selectRowPosition(store.getState())).toBe(2);
  });

  it('clamps a position left over from a narrower viewport before stepping', async () => {
    const store = await freshStore();
    store.dispatch(rowPrevious(phone)); // position 3 on a phone
    store.dispatch(rowNext(desktop)); // 3 is past the desktop end (1): wraps to the start
    expect(selectRowPosition(store.getState())).toBe(0);
    store.dispatch(rowPrevious(phone));
    store.dispatch(rowPrevious(desktop)); // clamped to 1, then one step back
    expect(selectRowPosition(store.getState())).toBe(0);
  });

  it('toggles the pause flag (D20)', async () => {
    const store = await freshStore();
    store.dispatch(rowPausedToggled());
    expect(selectRowPaused(store.getState())).toBe(true);
    store.dispatch(rowPausedToggled());
    expect(selectRowPaused(store.getState())).toBe(false);
  });
});
