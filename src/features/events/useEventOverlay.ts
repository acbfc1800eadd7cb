import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { overlayClosed, overlayOpened, selectOverlayIndex } from './eventsSlice';

/**
 * The event photo overlay's state and actions. Leaving the page closes the overlay, so it
 * does not pop up again on the next visit.
 */
export function useEventOverlay() {
  const dispatch = useAppDispatch();
  const index = useAppSelector(selectOverlayIndex);
  useEffect(
    () => () => {
      dispatch(overlayClosed());
    },
    [dispatch],
  );
  return {
    index,
    open: (photoIndex: number) => dispatch(overlayOpened(photoIndex)),
    close: () => dispatch(overlayClosed()),
  };
}
