import { showStartFailure } from './app/startFailure';
import { prepareSnapshot } from './app/snapshotLoader';
import { warmDates } from './app/warmDates';
import { nextTask } from './lib/nextTask';

/** The longest a page that hydrates a date waits for the worker (startSite). */
const DATES_WARM_CAP_MS = 300;

/**
 * The app starts in steps, each in a task of its own (`nextTask`), so that a tap on the
 * prerendered page never waits long for it. Imported statically here, every module of the app
 * was evaluated in one task, 60 to 100 ms on this machine and four times that on a mid-range
 * phone. Now the largest parts are evaluated in turn (Redux Toolkit, the RTK Query API, React
 * DOM: 7 to 17 ms each here), then src/app/startSite.tsx with the rest of the site's code, which
 * loads the page's translations and chunks, makes the store and hydrates (docs/performance.md,
 * "The app's start"). `webpackMode: "eager"` keeps each part in the initial scripts (no request;
 * evaluated when imported); `webpackExports: []` keeps the libraries' exports, which the
 * import does not use, out of the bundle.
 */
const MODULE_GROUPS = [
  () => import(/* webpackMode: "eager", webpackExports: [] */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackMode: "eager", webpackExports: [] */ './api/baseApi'),
  () => import(/* webpackMode: "eager", webpackExports: [] */ 'react-dom/client'),
];

async function start(): Promise<void> {
  // Before anything is awaited: the snapshot's code, where the page has one, loads meanwhile.
  const startFromSnapshot = prepareSnapshot(document);
  // ICU's start for dates, off the main thread (src/workers/warmDates.worker.ts), meanwhile.
  const datesWarm = warmDates(
    () => new Worker(new URL('./workers/warmDates.worker.ts', import.meta.url)),
    DATES_WARM_CAP_MS,
  );
  for (const group of MODULE_GROUPS) {
    await nextTask();
    await group();
  }
  await nextTask();
  const { startSite } = await import(/* webpackMode: "eager" */ './app/startSite');
  // Evaluating the site's modules and starting it (the page's chunks asked for, the store made)
  // were one task of 50 ms on a fast machine: two tasks, between which a tap can be answered.
  await nextTask();
  await startSite(startFromSnapshot, datesWarm);
}

start().catch((error: unknown) => {
  // D7, D8: a start that fails (a chunk, the translations, the store) shows the error screen.
  console.error(error);
  showStartFailure(document, error instanceof Error ? error.message : String(error));
});
