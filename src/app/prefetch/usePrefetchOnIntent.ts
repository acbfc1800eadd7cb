import { useEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import {
  HOVER_INTENT_MS,
  IDLE_TIMEOUT_MS,
  inSitePath,
  linkOf,
  prefetchAllowed,
  whenIdle,
} from './intent';
import { prefetchRoute } from './prefetchRoute';

/**
 * Every in-site link of the page, wherever it renders (navigation bar, footer, cards, text),
 * prefetches its page when the visitor shows intent: the mouse resting on it for 100 ms, focus,
 * or a touch. One set of listeners on the document, so no link component needs to know.
 * Attached only once the app runs (after hydration), so the first paint never pays for it.
 */
export function usePrefetchOnIntent(running: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!running) return undefined;
    let hover: { link: Element; timer: number } | undefined;
    const prefetch = (link: Element | null) => {
      const path = inSitePath(link);
      if (path === undefined || !prefetchAllowed('intent')) return;
      whenIdle(() => dispatch(prefetchRoute(path)), IDLE_TIMEOUT_MS.intent);
    };
    const onPointerOver = (event: PointerEvent) => {
      const link = linkOf(event.target);
      if (event.pointerType !== 'mouse' || !link || hover?.link === link) return;
      if (hover) clearTimeout(hover.timer);
      hover = { link, timer: window.setTimeout(() => prefetch(link), HOVER_INTENT_MS) };
    };
    const onPointerOut = (event: PointerEvent) => {
      if (!hover || hover.link.contains(event.relatedTarget as Node | null)) return;
      clearTimeout(hover.timer);
      hover = undefined;
    };
    const onIntent = (event: Event) => prefetch(linkOf(event.target));
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('pointerout', onPointerOut);
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      if (hover) clearTimeout(hover.timer);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('pointerout', onPointerOut);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [running, dispatch]);
}
