import type { StoreAccess } from './snapshot';
import { SNAPSHOT_ELEMENT_ID } from './snapshotId';

/**
 * Call at page load, before anything is awaited: on a page with a snapshot block it starts
 * fetching the snapshot code (src/app/snapshot.ts) alongside the page's own. Most pages have
 * none, and the entry script stays as small as without snapshots. The function it returns
 * puts the snapshot into the store; await it before the first render.
 */
export function prepareSnapshot(doc: Document): (store: StoreAccess) => Promise<void> {
  const code = doc.getElementById(SNAPSHOT_ELEMENT_ID) ? import('./snapshot') : undefined;
  return async (store) => {
    (await code)?.startFromSnapshot(store, doc);
  };
}
