import { useEffect, type FocusEvent, type PointerEvent } from 'react';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch } from '@/store/hooks';
import { pauseChanged, type CarouselId } from './carouselsSlice';

/** D20: hover and keyboard focus inside a region pause its carousel; spread on the region. */
export function useInteractionPause(id: CarouselId) {
  const dispatch = useAppDispatch();
  const set = (reason: 'hover' | 'focus', paused: boolean) => {
    // Focus moving between two controls of the region blurs and refocuses: changeOnly
    // keeps that (and a re-entered hover) out of the log.
    dispatch(changeOnly(pauseChanged({ id, reason, paused })));
  };
  // The position outlives the page (it is in the store): a carousel that leaves while hovered
  // or focused (a link inside it, a menu over it) gets no leave or blur, and would come back
  // paused for good.
  useEffect(
    () => () => {
      dispatch(changeOnly(pauseChanged({ id, reason: 'hover', paused: false })));
      dispatch(changeOnly(pauseChanged({ id, reason: 'focus', paused: false })));
    },
    [dispatch, id],
  );
  // Hover is a mouse's or a pen's: a finger "hovers" only in the mouse events a browser makes
  // of a tap, which would pause the carousel until the next tap elsewhere, and dispatch in
  // the tap's own task before its click (docs/performance.md, "Where a tap's time goes").
  const hover = (paused: boolean) => (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch') set('hover', paused);
  };
  return {
    onPointerEnter: hover(true),
    onPointerLeave: hover(false),
    onFocus: () => set('focus', true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) set('focus', false);
    },
  };
}
