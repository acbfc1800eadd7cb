import { useEffect } from 'react';

/**
 * While `active`, the page behind an overlay cannot scroll (spec section 2, Support modal).
 * Toggles the global `body.scroll-locked` class (GlobalStyle) rather than inline styles, so
 * the lock is removed cleanly whichever way the overlay goes away.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    document.body.classList.add('scroll-locked');
    return () => {
      document.body.classList.remove('scroll-locked');
    };
  }, [active]);
}
