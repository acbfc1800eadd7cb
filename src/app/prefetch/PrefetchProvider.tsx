import { useCallback, useEffect, type ReactNode } from 'react';
import { ViewportPrefetchContext, type LinkRef } from '@/components/viewportPrefetch';
import { APP_RUNNING_ATTRIBUTE } from '@/config/speculationRules';
import { useAppRunning } from '@/hooks/useAppRunning';
import { connectionAllows, type ConnectionInfo, type PrefetchTrigger } from '@/lib/prefetchRules';
import { useAppDispatch } from '@/store/hooks';

/** How long the pointer rests on a link before that counts as intent (passing over does not). */
const HOVER_INTENT_MS = 100;

function allowed(trigger: PrefetchTrigger): boolean {
  return connectionAllows((navigator as { connection?: ConnectionInfo }).connection, trigger);
}

const runtime = () => import('./prefetchRuntime');

function linkOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('a[href]') : null;
}

/**
 * Prefetch on intent for the whole app (issue 25, docs/behaviour.md "Instant navigation"). Every
 * in-site link, wherever it renders (navigation bar, footer, cards, text), prefetches its page
 * when the mouse rests on it for 100 ms, on focus and on a touch: one set of listeners on the
 * document, so no link component needs to know. Main-action links (useViewportPrefetch) also
 * when they come into view on 4G. Only once the app runs (after hydration), never with
 * Save-Data or on 2G; the work itself loads in its own chunk on the first intent.
 */
export function PrefetchProvider({ children }: { children: ReactNode }) {
  const running = useAppRunning();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!running) return undefined;
    // The speculation rules leave links to the app from now on (src/config/speculationRules.ts).
    document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
    let hover: { link: Element; timer: number } | undefined;
    const prefetch = (link: Element | null) => {
      if (link && allowed('intent'))
        void runtime().then(({ prefetchLink }) => prefetchLink(link, dispatch, 'intent'));
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
  const observe = useCallback<LinkRef>(
    (link) => {
      if (!link || !running || !('IntersectionObserver' in window) || !allowed('viewport')) {
        return undefined;
      }
      let stop: (() => void) | undefined;
      let gone = false;
      void runtime().then(({ prefetchInView }) => {
        if (!gone) stop = prefetchInView(link, dispatch);
      });
      return () => {
        gone = true;
        stop?.();
      };
    },
    [running, dispatch],
  );
  return <ViewportPrefetchContext value={observe}>{children}</ViewportPrefetchContext>;
}
