import { eventsSlice, overlayClosed, overlayOpened } from '@/features/events/eventsSlice';

const reduce = eventsSlice.reducer;

describe('eventsSlice (spec section 4: event overlay)', () => {
  it('starts closed, opens on a photo and closes again', () => {
    const initial = reduce(undefined, { type: 'init' });
    expect(initial.overlayIndex).toBeNull();
    const opened = reduce(initial, overlayOpened(2));
    expect(opened.overlayIndex).toBe(2);
    expect(reduce(opened, overlayClosed()).overlayIndex).toBeNull();
  });
});
