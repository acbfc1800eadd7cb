import type { CachedQueries } from '@/api/restoreQueries';
import { SNAPSHOT_ELEMENT_ID } from './snapshotLoader';

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
