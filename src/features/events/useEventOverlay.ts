import { useEffect } from 'react';
import { changeOnly } from '@/store/changeOnly';
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
      // Through changeOnly: leaving the page with nothing open logs nothing.
      dispatch(changeOnly(overlayClosed()));
    },
    [dispatch],
  );
  return {
    index,
    open: (photoIndex: number) => dispatch(overlayOpened(photoIndex)),
    close: () => dispatch(overlayClosed()),
  };
}
