import { useRef, type CSSProperties, type PointerEvent } from 'react';

/** How far a finger must travel sideways before a touch counts as a swipe, not a tap. */
export const SWIPE_THRESHOLD_PX = 40;

interface SwipeTargets {
  /** A swipe to the left brings the next item in, as on a phone's photo roll. */
  onNext: () => void;
  onPrevious: () => void;
}

interface TouchStart {
  pointerId: number;
  x: number;
  y: number;
}

/**
 * Touch swipe for a carousel: spread the result on the element the finger moves over. The
 * step is decided when the finger lifts, so one gesture is one arrow press (one action in the
 * store's log) and moves dispatch nothing. `touch-action: pan-y` leaves vertical drags to the
 * browser, which scrolls the page and cancels the pointer, so they never step. Mouse and pen
 * are left alone: they have the arrows, and a mouse drag selects text.
 */
export function useSwipe({ onNext, onPrevious }: SwipeTargets) {
  const start = useRef<TouchStart | null>(null);
  const style: CSSProperties = { touchAction: 'pan-y' };
  return {
    style,
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'touch' || start.current) return;
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      if (from?.pointerId !== event.pointerId) return;
      start.current = null;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: (event: PointerEvent) => {
      if (start.current?.pointerId === event.pointerId) start.current = null;
    },
  };
}
