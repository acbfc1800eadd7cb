/**
 * The id of the JSON data block that holds a page's content snapshot (D38): written by the
 * prerender (snapshotBlock.ts), looked for at page load (snapshotLoader.ts). A module of its
 * own, so that looking costs the entry script nothing else.
 */
export const SNAPSHOT_ELEMENT_ID = 'content-snapshot';
