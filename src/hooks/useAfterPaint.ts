import { useEffect, useState } from 'react';
import { afterPaint } from '@/lib/afterPaint';

/**
 * `value` as it was when the browser last painted: a change comes back once the frame it was
 * made in has been drawn (afterPaint). A part that follows a tap through this renders behind
 * the tap's own answer: the control the visitor touched shows its new state at once, and the
 * costly rest (a form shown in place of another) comes in a frame of its own.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let current = true;
    afterPaint(() => {
      if (current) setShown(value);
    });
    return () => {
      current = false;
    };
  }, [shown, value]);
  return shown;
}
