import { useCallback, useEffect, type ReactNode } from 'react';
import { ViewportPrefetchContext, type LinkRef } from '@/components/viewportPrefetch';
import { useAppRunning } from '@/hooks/useAppRunning';
import { APP_RUNNING_ATTRIBUTE, prefetchAllowed } from '@/lib/connection';
import { useAppDispatch } from '@/store/hooks';

/** How long the pointer rests on a link before that counts as intent (passing over does not). */
const HOVER_INTENT_MS = 100;

const runtime = () => import('./prefetchRuntime');

/**
 * Prefetch on intent for the whole app (issue 25, docs/behaviour.md "Instant navigation"). Every
 * in-site link, wherever it renders (navigation bar, footer, cards, text), prefetches its page
 * when the mouse rests on it for 100 ms, on focus and on a touch: listeners on the document, so
 * no link component needs to know. Main-action links (useViewportPrefetch) also when they come
 * into view on 4G. Only once the app runs (after hydration), never with Save-Data or on 2G.
 * The work itself loads in its own chunk on the first intent: this part is kept to a few
 * hundred bytes, since it is in the initial bundle (bundle budget).
 */
export function PrefetchProvider({ children }: { children: ReactNode }) {
  const running = useAppRunning();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!running) return undefined;
    document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
    let timer: number | undefined;
    const prefetch = (link: Element | null | undefined) => {
      if (link && prefetchAllowed('intent'))
        void runtime().then(({ prefetchLink }) => prefetchLink(link, dispatch, 'intent'));
    };
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      clearTimeout(timer);
      // A mouse over a link counts once it rests there; `pointerout` stops the count.
      if (event.type === 'pointerover' && (event as PointerEvent).pointerType === 'mouse')
        timer = window.setTimeout(() => prefetch(link), HOVER_INTENT_MS);
      else if (event.type === 'focusin' || event.type === 'touchstart') prefetch(link);
    };
    const types = ['pointerover', 'pointerout', 'focusin', 'touchstart'];
    for (const type of types) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of types) document.removeEventListener(type, onIntent);
    };
  }, [running, dispatch]);
  const observe = useCallback<LinkRef>(
    (link) => {
      if (link && running && prefetchAllowed('viewport'))
        void runtime().then(({ prefetchInView }) => prefetchInView(link, dispatch));
    },
    [running, dispatch],
  );
  return <ViewportPrefetchContext value={observe}>{children}</ViewportPrefetchContext>;
}
