import {
  searchActiveMoved,
  searchActiveSet,
  searchQueryChanged,
  searchSlice,
} from '@/features/search/searchSlice';

const reduce = searchSlice.reducer;
const start = reduce(undefined, { type: 'init' });

describe('search slice', () => {
  it('starts with no words and no result chosen', () => {
    expect(start).toEqual({ query: '', activeIndex: -1 });
  });

  it('keeps the words as typed, and new words leave no result chosen', () => {
    const chosen = reduce(start, searchActiveSet(2));
    expect(reduce(chosen, searchQueryChanged('boom barrier '))).toEqual({
      query: 'boom barrier ',
      activeIndex: -1,
    });
  });

  it('moves down from the field to the first result and wraps from the last to the first', () => {
    let state = reduce(start, searchActiveMoved({ step: 1, count: 3 }));
    expect(state.activeIndex).toBe(0);
    state = reduce(reduce(state, searchActiveSet(2)), searchActiveMoved({ step: 1, count: 3 }));
    expect(state.activeIndex).toBe(0);
  });

  it('moves up from the field to the last result and from the first to the last', () => {
    expect(reduce(start, searchActiveMoved({ step: -1, count: 3 })).activeIndex).toBe(2);
    const first = reduce(start, searchActiveSet(0));
    expect(reduce(first, searchActiveMoved({ step: -1, count: 3 })).activeIndex).toBe(2);
  });

  it('chooses nothing when there are no results', () => {
    const chosen = reduce(start, searchActiveSet(1));
    expect(reduce(chosen, searchActiveMoved({ step: 1, count: 0 })).activeIndex).toBe(-1);
  });
});
