import { isRecord } from '@/api/parse';
import type { CachedQueries } from '@/api/restoreQueries';
import { SNAPSHOT_ELEMENT_ID } from './snapshotId';

/**
 * JSON that is safe inside a <script> element: `<` and `>` become `\u003c` and `\u003e`, so
 * neither `</script>` nor `<!--` in server text can end the element or change how the HTML
 * parser reads it, and `&` and the line separators U+2028/U+2029 are escaped too.
 * JSON.parse reads every escape back to the original character.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The block the prerender writes into a page rendered from snapshot data: the query cache
 * entries it was rendered from. A JSON data block, not a script (D34): the browser never runs
 * it, so the Content-Security-Policy needs nothing for it.
 */
export function snapshotBlock(queries: CachedQueries): string {
  return `<script type="application/json" id="${SNAPSHOT_ELEMENT_ID}">${scriptSafeJson(queries)}</script>`;
}

type CacheEntry = NonNullable<CachedQueries[string]>;

/** An answer the app could have stored itself: fulfilled, from a named endpoint. */
function isFulfilledEntry(value: unknown): value is CacheEntry {
  return (
    isRecord(value) &&
    value.status === 'fulfilled' &&
    typeof value.endpointName === 'string' &&
    typeof value.requestId === 'string' &&
    'data' in value
  );
}

/**
 * The snapshot in this page, or undefined when there is none. A block that cannot be read is
 * logged and ignored: the page then fetches its data as a page without a snapshot does.
 */
export function readSnapshotBlock(doc: Document): CachedQueries | undefined {
  const text = doc.getElementById(SNAPSHOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed)) throw new Error('not an object');
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, CacheEntry] =>
        isFulfilledEntry(entry[1]),
      ),
    );
  } catch (error) {
    console.error('[snapshot] the content snapshot of this page cannot be read', error);
    return undefined;
  }
}
