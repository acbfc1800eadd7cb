import { useEffect, useRef } from 'react';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { selectCarousel, selectPaused, stepped, type CarouselId } from './carouselsSlice';
import { useHiddenTabPause } from './useHiddenTabPause';
import { useInteractionPause } from './useInteractionPause';
import { useOffscreenPause } from './useOffscreenPause';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * The timer of one carousel: steps only while no pause reason holds and motion is welcome.
 * It follows the store by subscription, not through a render: a pointer entering the
 * carousel (as when a page opens under a resting mouse) or a visitor's step would otherwise
 * re-render the whole carousel, for a change nobody sees (D46).
 */
function useStepTimer(id: CarouselId, last: number, intervalMs: number, enabled: boolean): void {
  const store = useAppStore();
  const latestLast = useRef(last);
  useEffect(() => {
    latestLast.current = last;
  }, [last]);
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: number | undefined;
    // A visitor's step restarts the interval (a full interval before the next automatic
    // step); the timer's own steps keep it running at its cadence.
    const visitorStep = () => {
      const { position, steppedBy } = selectCarousel(store.getState(), id);
      return steppedBy === 'visitor' ? position : -1;
    };
    let lastVisitorStep = visitorStep();
    // Decided against the store at the tick too: a paused carousel must never step, even if
    // the tick was already queued on a busy phone when the pause came.
    const tick = () => {
      if (!selectPaused(store.getState(), id)) {
        store.dispatch(stepped({ id, step: 1, last: latestLast.current, by: 'timer' }));
      }
    };
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    // A resume starts a full interval, as a visitor's step does.
    const follow = () => {
      const step = visitorStep();
      if (step !== lastVisitorStep) {
        lastVisitorStep = step;
        stop();
      }
      if (selectPaused(store.getState(), id)) stop();
      else if (timer === undefined) timer = window.setInterval(tick, intervalMs);
    };
    follow();
    const unsubscribe = store.subscribe(follow);
    return () => {
      unsubscribe();
      stop();
    };
  }, [store, id, intervalMs, enabled]);
}

/** Whether carousel `id` is moving by itself: no pause reason holds and motion is welcome. */
export function useAutoAdvancing(id: CarouselId): boolean {
  const paused = useAppSelector((state) => selectPaused(state, id));
  const reducedMotion = usePrefersReducedMotion();
  return !paused && !reducedMotion;
}

/**
 * D20 auto-advance for carousel `id`: spread `interaction` on the region whose hover or focus
 * holds it, put `region` on the element whose visibility counts. A carousel that shows
 * whether it is moving reads that with `useAutoAdvancing`; its pause button
 * (`AutoplayToggle`) reads and toggles its own state.
 */
export function useAutoAdvance(id: CarouselId, last: number, intervalMs: number) {
  const region = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  useStepTimer(id, last, intervalMs, !reducedMotion);
  useHiddenTabPause(id);
  useOffscreenPause(id, region);
  return { region, interaction: useInteractionPause(id) };
}
