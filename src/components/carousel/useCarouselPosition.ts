import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCarousel, stepped, type CarouselId } from './carouselsSlice';

/**
 * A carousel's position from the store, clamped to `last` (the last position that fills the
 * view), and the arrows' handlers. `last` may shrink when the viewport does.
 */
export function useCarouselPosition(id: CarouselId, last: number) {
  const dispatch = useAppDispatch();
  const { position, steppedBy } = useAppSelector((state) => selectCarousel(state, id));
  return {
    position: Math.min(position, last),
    /** False until the first step: nothing to animate on the first paint or in the HTML. */
    moved: steppedBy !== null,
    next: () => dispatch(stepped({ id, step: 1, last, by: 'visitor' })),
    previous: () => dispatch(stepped({ id, step: -1, last, by: 'visitor' })),
  };
}
