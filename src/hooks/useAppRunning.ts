import { createContext, useContext } from 'react';

/**
 * Whether the app runs: false in the prerendered HTML and in the render that hydrates it, true
 * once the hydrated page has committed (AppRunningProvider, src/app/AppRunning.tsx), and at
 * once where the app renders afresh (no provider says otherwise).
 */
export const AppRunningContext = createContext(true);

/**
 * For what only the running app needs and the page's first paint must not pay for, such as
 * files fetched ahead of time: left out of the HTML they do not compete with the main image,
 * and hydration still matches the server's markup. The switch to true renders its readers in a
 * transition, in slices between which the browser can answer a tap (D46).
 */
export function useAppRunning(): boolean {
  return useContext(AppRunningContext);
}
