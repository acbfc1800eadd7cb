import { makeStore } from '@/store/makeStore';
import { selectSelectedTopic, topicSelected } from '@/features/home/homeSlice';
import { createTestI18n } from '../../utils/renderWithProviders';

async function freshStore() {
  return makeStore({ i18n: await createTestI18n() });
}

describe('home slice (spec section 4 "Home"; the carousels are in tests/components/carousel)', () => {
  it('starts with no topic chosen', async () => {
    const state = (await freshStore()).getState();
    expect(selectSelectedTopic(state)).toBeNull();
  });

  it('keeps one chosen topic, replaced by the next choice', async () => {
    const store = await freshStore();
    store.dispatch(topicSelected('lotDesign'));
    expect(selectSelectedTopic(store.getState())).toBe('lotDesign');
    store.dispatch(topicSelected('commitment'));
    expect(selectSelectedTopic(store.getState())).toBe('commitment');
  });
});
