import assert from 'node:assert/strict';
import type { Check } from '../check';

/**
 * Nothing on the console during the load and everything the sweep did on the page since:
 * no error, uncaught exception, missing translation, hydration warning or CSP violation.
 */
export const noConsoleErrors: Check = {
  name: 'no console errors, hydration warnings, missing keys or CSP violations',
  stage: 'console',
  run: ({ consoleErrors, route, language }) => {
    assert.deepEqual(consoleErrors, [], `${route} in ${language}`);
    return Promise.resolve();
  },
};
