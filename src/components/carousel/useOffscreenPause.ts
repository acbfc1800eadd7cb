import { useEffect, type RefObject } from 'react';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch } from '@/store/hooks';
import { theme } from '@/theme/theme';
import { pauseChanged, type CarouselId } from './carouselsSlice';

/**
 * What a visitor sees of the page: the viewport less the fixed navbar across its top. A
 * carousel scrolled just past the top is still in the viewport, under the navbar (one screen
 * down, the hero's bottom edge touches it), where nobody sees it move.
 */
const VISIBLE_AREA = `-${String(theme.layout.navHeightPx)}px 0px 0px 0px`;

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
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        const paused = !entry.isIntersecting;
        dispatch(changeOnly(pauseChanged({ id, reason: 'offscreen', paused })));
      },
      { rootMargin: VISIBLE_AREA },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [dispatch, id, region]);
}
