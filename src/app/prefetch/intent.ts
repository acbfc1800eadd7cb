import { connectionAllows, type ConnectionInfo, type PrefetchTrigger } from '@/lib/prefetchRules';

/** How long the pointer rests on a link before that counts as intent (passing over does not). */
export const HOVER_INTENT_MS = 100;

/** The longest a prefetch waits for the main thread to be idle; a touch waits less. */
export const IDLE_TIMEOUT_MS = { intent: 50, viewport: 1000 } as const;

export function prefetchAllowed(trigger: PrefetchTrigger): boolean {
  const { connection } = navigator as Navigator & { connection?: ConnectionInfo };
  return connectionAllows(connection, trigger);
}

/** Runs `task` when the page is idle, so a prefetch never delays what the page is doing. */
export function whenIdle(task: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 0);
}

/** The path of an in-site link that loads another page in this tab, else undefined. */
export function inSitePath(link: Element | null): string | undefined {
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return url.pathname === window.location.pathname ? undefined : url.pathname;
}

export function linkOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('a[href]') : null;
}
