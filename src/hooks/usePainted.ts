import { useEffect, useState } from 'react';
import { afterPaint } from '@/lib/afterPaint';

/**
 * False while a part's first frame is being drawn, true once the browser has painted it
 * (afterPaint). A part that costs a frame of its own renders behind it: the tap that opened
 * the part paints its answer first, and the costly rest comes in the frame after.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    afterPaint(() => {
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
