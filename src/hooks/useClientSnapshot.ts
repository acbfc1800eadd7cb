import { useSyncExternalStore } from 'react';
import { useAppRunning } from './useAppRunning';

/**
 * useSyncExternalStore for a fact of the browser (a media query) that the prerendered HTML
 * cannot know: `serverSnapshot` until the app runs, then the browser's value, followed live.
 * Given its server snapshot to compare, React would render a difference at once, in the task
 * that ends hydration; this way it comes with the app's running, in a transition
 * (src/app/AppRunning.tsx).
 */
export function useClientSnapshot<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  serverSnapshot: () => T,
): T {
  const running = useAppRunning();
  return useSyncExternalStore(subscribe, running ? getSnapshot : serverSnapshot, serverSnapshot);
}
