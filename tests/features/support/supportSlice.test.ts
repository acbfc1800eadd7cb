import {
  supportSearchChanged,
  supportSlice,
  supportVideoClosed,
  supportVideoOpened,
} from '@/features/support/supportSlice';

const reduce = supportSlice.reducer;

describe('supportSlice (spec section 4: selected video set on open, cleared on close)', () => {
  it('starts with no search and no selected video', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({ search: '', selectedVideoId: null });
  });

  it('keeps the search text', () => {
    expect(reduce(undefined, supportSearchChanged('gate')).search).toBe('gate');
  });

  it('sets the selected video on open and clears it on close', () => {
    const opened = reduce(undefined, supportVideoOpened('v1'));
    expect(opened.selectedVideoId).toBe('v1');
    expect(reduce(opened, supportVideoClosed()).selectedVideoId).toBeNull();
  });
});
