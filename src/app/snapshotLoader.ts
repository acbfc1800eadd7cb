import type { StoreAccess } from './snapshot';

/** The id of the JSON data block that holds a page's content snapshot (D38). */
export const SNAPSHOT_ELEMENT_ID = 'content-snapshot';

/**
 * Call at page load, before anything is awaited: on a page with a snapshot block it starts
 * fetching the snapshot code (src/app/snapshot.ts) alongside the page's own. Most pages have
 * none, and the entry script carries no more than this look-up. The function it returns puts
 * the snapshot into the store; await it before the first render.
 */
export function prepareSnapshot(doc: Document): (store: StoreAccess) => Promise<void> {
  const text = doc.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;
  const code = text ? import('./snapshot') : undefined;
  return async (store) => {
    (await code)?.startFromSnapshot(store, text ?? '');
  };
}
