import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ViewportPrefetchContext, type LinkRef } from '@/components/viewportPrefetch';
import { useAppRunning } from '@/hooks/useAppRunning';
import { useAppDispatch } from '@/store/hooks';
import { IDLE_TIMEOUT_MS, inSitePath, prefetchAllowed, whenIdle } from './intent';
import { prefetchRoute } from './prefetchRoute';
import { usePrefetchOnIntent } from './usePrefetchOnIntent';

/** Waits for the page's own load (its main image included) before guessing at the next one. */
function afterLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    start();
    return () => undefined;
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}

/**
 * Prefetch on intent for the whole app (issue 25, docs/behaviour.md "Instant navigation"):
 * intent on any in-site link, and main-action links (useViewportPrefetch) in view on 4G.
 */
export function PrefetchProvider({ children }: { children: ReactNode }) {
  const running = useAppRunning();
  const dispatch = useAppDispatch();
  usePrefetchOnIntent(running);
  const [observer, setObserver] = useState<IntersectionObserver>();
  useEffect(() => {
    if (!running || !('IntersectionObserver' in window) || !prefetchAllowed('viewport')) {
      return undefined;
    }
    let created: IntersectionObserver | undefined;
    const stop = afterLoad(() => {
      created = new IntersectionObserver((entries) => {
        for (const { isIntersecting, target } of entries) {
          if (!isIntersecting) continue;
          created?.unobserve(target);
          const path = inSitePath(target);
          if (path !== undefined && prefetchAllowed('viewport')) {
            whenIdle(() => dispatch(prefetchRoute(path)), IDLE_TIMEOUT_MS.viewport);
          }
        }
      });
      setObserver(created);
    });
    return () => {
      stop();
      created?.disconnect();
    };
  }, [running, dispatch]);
  const observe = useCallback<LinkRef>(
    (link) => {
      if (!link || !observer) return undefined;
      observer.observe(link);
      return () => observer.unobserve(link);
    },
    [observer],
  );
  return <ViewportPrefetchContext value={observe}>{children}</ViewportPrefetchContext>;
}
