import { makeStore } from '../../../src/store/makeStore';
import {
  heroNext,
  heroPausedToggled,
  heroPrevious,
  partnersPausedToggled,
  selectHeroIndex,
  selectHeroPaused,
  selectPartnersPaused,
  selectSelectedTopic,
  topicSelected,
} from '../../../src/features/home/homeSlice';
import { createTestI18n } from '../../utils/renderWithProviders';

async function freshStore() {
  return makeStore({ i18n: await createTestI18n() });
}

describe('home slice (spec section 4 "Home")', () => {
  it('starts on the first hero image, no topic chosen, nothing paused', async () => {
    const state = (await freshStore()).getState();
    expect(selectHeroIndex(state)).toBe(0);
    expect(selectSelectedTopic(state)).toBeNull();
    expect(selectHeroPaused(state)).toBe(false);
    expect(selectPartnersPaused(state)).toBe(false);
  });

  it('cycles the hero index over six images in both directions', async () => {
    const store = await freshStore();
    const seen: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      store.dispatch(heroNext());
      seen.push(selectHeroIndex(store.getState()));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 0, 1]);
    store.dispatch(heroPrevious());
    store.dispatch(heroPrevious());
    expect(selectHeroIndex(store.getState())).toBe(5);
  });

  it('keeps one chosen topic, replaced by the next choice', async () => {
    const store = await freshStore();
    store.dispatch(topicSelected('lotDesign'));
    expect(selectSelectedTopic(store.getState())).toBe('lotDesign');
    store.dispatch(topicSelected('commitment'));
    expect(selectSelectedTopic(store.getState())).toBe('commitment');
  });

  it('toggles the hero and partner pause flags independently (D20)', async () => {
    const store = await freshStore();
    store.dispatch(heroPausedToggled());
    expect(selectHeroPaused(store.getState())).toBe(true);
    expect(selectPartnersPaused(store.getState())).toBe(false);
    store.dispatch(partnersPausedToggled());
    store.dispatch(heroPausedToggled());
    expect(selectHeroPaused(store.getState())).toBe(false);
    expect(selectPartnersPaused(store.getState())).toBe(true);
  });
});
