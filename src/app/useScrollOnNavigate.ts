import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToElement } from '@/lib/scroll';
import { REFUND_ANCHOR_OFFSET_PX } from '@/config/scroll';

/** How long to wait for a lazy page to render the element a #hash points at. */
const ANCHOR_WAIT_MS = 10_000;

/**
 * Spec section 2: every route change scrolls to the top; a #hash lands on its section,
 * 100 px below the top so the fixed navbar does not cover it. Keyed on location.key so that
 * following the same link again scrolls again. On the first render the page is where the
 * browser put it: a visitor may already have scrolled the prerendered HTML before it hydrated.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      if (!first) window.scrollTo(0, 0);
      return;
    }
    const land = () => {
      const target = document.getElementById(id);
      if (target) scrollToElement(target, REFUND_ANCHOR_OFFSET_PX, false);
      return target !== null;
    };
    if (land()) return;
    const observer = new MutationObserver(() => {
      if (land()) stop();
    });
    const timer = window.setTimeout(() => stop(), ANCHOR_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, key]);
}
