import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { overlayClosed, overlayOpened, selectOverlayImage } from './eventsSlice';

/**
 * The event photo overlay's state and actions. Leaving the page closes the overlay, so it
 * does not pop up again on the next visit.
 */
export function useEventOverlay() {
  const dispatch = useAppDispatch();
  const image = useAppSelector(selectOverlayImage);
  useEffect(
    () => () => {
      dispatch(overlayClosed());
    },
    [dispatch],
  );
  return {
    image,
    open: (url: string) => dispatch(overlayOpened(url)),
    close: () => dispatch(overlayClosed()),
  };
}
