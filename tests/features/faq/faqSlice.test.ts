import { faqItemToggled, faqSearchChanged, faqSlice } from '@/features/faq/faqSlice';

const reduce = faqSlice.reducer;

describe('faqSlice (spec section 4: one open item or none)', () => {
  it('starts with no search and no open item', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ search: '', openId: null });
  });

  it('keeps the search text as typed', () => {
    expect(reduce(undefined, faqSearchChanged('AMC')).search).toBe('AMC');
  });

  it('opens one item at a time and closes the open item when toggled again', () => {
    let state = reduce(undefined, faqItemToggled('a'));
    expect(state.openId).toBe('a');
    state = reduce(state, faqItemToggled('b'));
    expect(state.openId).toBe('b');
    state = reduce(state, faqItemToggled('b'));
    expect(state.openId).toBeNull();
  });
});
