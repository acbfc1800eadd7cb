import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCarousel, stepped, type CarouselId } from './carouselsSlice';

/** The arrows' handlers of carousel `id`: dispatch only, so they render nothing themselves. */
export function useCarouselSteps(id: CarouselId, last: number) {
  const dispatch = useAppDispatch();
  return {
    next: () => dispatch(stepped({ id, step: 1, last, by: 'visitor' })),
    previous: () => dispatch(stepped({ id, step: -1, last, by: 'visitor' })),
  };
}

/**
 * A carousel's position from the store, clamped to `last` (the last position that fills the
 * view), and the arrows' handlers. `last` may shrink when the viewport does. Each value is
 * selected on its own: the carousel's entry in the store also holds its pause reasons, which
 * a hover or a focus changes, and a render for those would be a render for nothing (D46).
 */
export function useCarouselPosition(id: CarouselId, last: number) {
  const position = useAppSelector((state) => selectCarousel(state, id).position);
  return {
    position: Math.min(position, last),
    ...useCarouselSteps(id, last),
  };
}
