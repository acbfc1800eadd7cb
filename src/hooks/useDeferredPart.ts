import { startTransition, useEffect, useState } from 'react';
import { useAppRunning } from './useAppRunning';

/**
 * Whether the part of a page that is not on its first screen may render now. In the
 * prerendered HTML, and so when it is hydrated, it is there from the start. When the running
 * app shows the page (after a click on a link) it renders in a transition right after the
 * first screen: the click's own task then renders and paints the heading without it, which on
 * a phone was half its work (issue 25, docs/performance.md).
 */
export function useDeferredPart(): boolean {
  const running = useAppRunning();
  const [shown, setShown] = useState(!running);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}
