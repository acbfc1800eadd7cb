/**
 * The page's next idle moment, for work that must not delay what the page is doing (a
 * prefetch, looking for links to prefetch). A plain task where the browser has no idle
 * callbacks (Safari); `timeout` (ms) caps the wait on a page that is never idle.
 */
export function requestIdle(task: () => void, timeout?: number): number {
  return typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(task, timeout === undefined ? undefined : { timeout })
    : window.setTimeout(task, 0);
}

export function cancelIdle(handle: number): void {
  if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
  else window.clearTimeout(handle);
}

/** Runs `task` once the page has loaded, its images included; at once if it has. */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', () => task(), { once: true });
}
