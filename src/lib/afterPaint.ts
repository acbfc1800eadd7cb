/**
 * Runs `task` once the browser has painted the current frame: a task queued from the frame's
 * animation callback starts after that frame's paint. A plain task where frames are not
 * drawn (a hidden tab, a test's DOM).
 */
export function afterPaint(task: () => void): void {
  if (
    typeof window.requestAnimationFrame === 'function' &&
    document.visibilityState === 'visible'
  ) {
    window.requestAnimationFrame(() => window.setTimeout(task, 0));
  } else window.setTimeout(task, 0);
}
