import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and in the render that hydrates it, true from the next render
 * on (and at once when the app renders afresh). For what only the running app needs and the
 * page's first paint must not pay for, such as files fetched ahead of time: left out of the
 * HTML they do not compete with the main image, and hydration still matches the server's
 * markup (React reads the server snapshot while hydrating, then renders again).
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
