import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  pauseToggled,
  selectCarousel,
  selectPaused,
  stepped,
  type CarouselId,
} from './carouselsSlice';
import { useHiddenTabPause } from './useHiddenTabPause';
import { useInteractionPause } from './useInteractionPause';
import { useOffscreenPause } from './useOffscreenPause';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** The timer of one carousel: steps only while no pause reason holds and motion is welcome. */
function useStepTimer(id: CarouselId, last: number, intervalMs: number, running: boolean): void {
  const dispatch = useAppDispatch();
  const { position, steppedBy } = useAppSelector((state) => selectCarousel(state, id));
  // A visitor's step restarts the interval (a full interval before the next automatic step);
  // the timer's own steps keep it running at its cadence.
  const restartKey = steppedBy === 'visitor' ? position : -1;
  const latestLast = useRef(last);
  useEffect(() => {
    latestLast.current = last;
  }, [last]);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      // Decided against the store at the tick, not the last render: a pause dispatched a moment
      // ago (scrolled out of view, tab hidden) may not have re-rendered and cleared this timer
      // yet on a busy phone, and a paused carousel must never step.
      dispatch((next, getState) => {
        if (selectPaused(getState(), id)) return;
        next(stepped({ id, step: 1, last: latestLast.current, by: 'timer' }));
      });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [dispatch, id, intervalMs, running, restartKey]);
}

/**
 * D20 auto-advance for carousel `id`: spread `interaction` on the region whose hover or focus
 * holds it, put `region` on the element whose visibility counts. `running` is false while any
 * pause reason holds or the visitor prefers reduced motion.
 */
export function useAutoAdvance(id: CarouselId, last: number, intervalMs: number) {
  const dispatch = useAppDispatch();
  const region = useRef<HTMLElement>(null);
  const paused = useAppSelector((state) => selectPaused(state, id));
  const pausedByButton = useAppSelector((state) => selectCarousel(state, id).pausedBy.button);
  const reducedMotion = usePrefersReducedMotion();
  const running = !paused && !reducedMotion;
  useStepTimer(id, last, intervalMs, running);
  useHiddenTabPause(id);
  useOffscreenPause(id, region);
  return {
    region,
    interaction: useInteractionPause(id),
    running,
    pausedByButton,
    togglePause: () => dispatch(pauseToggled(id)),
  };
}
