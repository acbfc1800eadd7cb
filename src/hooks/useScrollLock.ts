import { useEffect } from 'react';

/**
 * The class on <body> while an overlay holds the page: GlobalStyle stops the page's scroll with
 * it (written out there, to keep this module out of the initial bundle).
 */
export const SCROLL_LOCKED_CLASS = 'scroll-locked';

/**
 * While `active`, the page behind an overlay cannot scroll (spec section 2, Support modal).
 * Toggles the global `body.scroll-locked` class (GlobalStyle) rather than inline styles, so
 * the lock is removed cleanly whichever way the overlay goes away.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    document.body.classList.add(SCROLL_LOCKED_CLASS);
    return () => {
      document.body.classList.remove(SCROLL_LOCKED_CLASS);
    };
  }, [active]);
}
