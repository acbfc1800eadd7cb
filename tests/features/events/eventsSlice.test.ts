import {
  eventsSlice,
  overlayClosed,
  overlayOpened,
} from '../../../src/features/events/eventsSlice';

const reduce = eventsSlice.reducer;

describe('eventsSlice (spec section 4: event overlay)', () => {
  it('starts closed, opens on a photo and closes again', () => {
    const initial = reduce(undefined, { type: 'init' });
    expect(initial.overlayImage).toBeNull();
    const opened = reduce(initial, overlayOpened('/demo/event-photo-01.webp'));
    expect(opened.overlayImage).toBe('/demo/event-photo-01.webp');
    expect(reduce(opened, overlayClosed()).overlayImage).toBeNull();
  });
});
