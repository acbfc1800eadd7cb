import { useEffect, type RefObject } from 'react';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch } from '@/store/hooks';
import { pauseChanged, type CarouselId } from './carouselsSlice';

/**
 * A carousel scrolled out of view stops. IntersectionObserver reports crossings only, so
 * scrolling dispatches once per entry or exit, never per scroll event. Browsers without it
 * (and jsdom) simply keep the carousel running, as before.
 */
export function useOffscreenPause(id: CarouselId, region: RefObject<HTMLElement | null>): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const element = region.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      const paused = !entry.isIntersecting;
      dispatch(changeOnly(pauseChanged({ id, reason: 'offscreen', paused })));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [dispatch, id, region]);
}
