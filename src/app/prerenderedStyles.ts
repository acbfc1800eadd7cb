/**
 * The styled-components rules of a prerendered page, written so that the browser keeps them
 * where they are (issue 31, docs/performance.md "Styles kept in place").
 *
 * styled-components writes a page's rules as one `<style data-styled>` whose text holds, after
 * each component's rules, a marker naming its id and class names. In the browser it reads every
 * such element before the first render ("rehydration"): it registers the names, so that no
 * component generates its rules again, and it also inserts every rule into a sheet of its own and
 * removes the element. Moving every rule of the page from one sheet to another restyles the whole
 * page, on a phone in the first second of the visit: 90–170 ms of the main thread at 4× CPU on
 * `/solution`, all of it for rules that were already in force.
 *
 * So the prerender writes the rules in a plain `<style>`, which styled-components does not read,
 * and the markers alone in the `<style data-styled>` it reads: the browser registers the names as
 * before, and removes only an element whose selectors match nothing. Rules the app adds later
 * (a component no prerendered page showed) go into styled-components' own sheet, after these.
 */

/** What ends each part of styled-components' server output (its `SPLITTER`). */
const SPLITTER = '/*!sc*/\n';
/** A marker: `data-styled.g12[id="sAbCdE"]{content:"name1,name2,"}` (its `MARKER_RE`). */
const MARKER = /^data-styled\.g\d+\[id="[^"]+"\]\{content:"[^"]*"\}$/;
const STYLE_TAG = /^<style ([^>]*)>([\s\S]*)<\/style>$/;

/**
 * `getStyleTags()` of a ServerStyleSheet, as a plain `<style>` with the page's rules followed
 * by styled-components' `<style>` with the markers only. Empty output stays empty.
 */
export function stylesKeptInPlace(styleTags: string): string {
  const tags = styleTags.trim();
  if (tags === '') return '';
  const [, attributes, css] = STYLE_TAG.exec(tags) ?? [];
  if (attributes === undefined || css === undefined) {
    throw new Error(
      `prerender: styled-components wrote an unexpected style tag: ${tags.slice(0, 80)}`,
    );
  }
  const parts = css.split(SPLITTER).filter((part) => part.trim() !== '');
  const markers = parts.filter((part) => MARKER.test(part.trim()));
  const rules = parts.filter((part) => !MARKER.test(part.trim()));
  return `<style>${rules.join('')}</style><style ${attributes}>${markers.map((marker) => marker + SPLITTER).join('')}</style>`;
}
