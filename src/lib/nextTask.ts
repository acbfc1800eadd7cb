/**
 * Resolves in a task of its own, so that the work after `await nextTask()` does not lengthen
 * the task running now. (In a hidden tab timers may wait up to a second: the page it starts
 * is not seen until the tab is shown, and then they fire.)
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
