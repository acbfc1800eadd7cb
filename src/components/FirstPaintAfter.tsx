/**
 * Rendered as the last child of a block whose layout depends on all of its content (text
 * centred in its height, controls aligned to the right): the page's first paint waits until
 * the parser has reached it, so the block is never painted half-parsed. A browser paints what
 * it has parsed while the HTML is still arriving (D46: a phone gets the first 14.6 KB in one
 * round trip, and on a slow link even those trickle in); painted with half of its content,
 * such a block moves when the rest comes (a layout shift).
 *
 * React writes the `<link rel="expect" blocking="render">` into the prerendered page's <head>,
 * the only place a browser honours it (Chromium 124+, Safari 18.2+; others paint as before).
 * It points at a marker here rather than at the block itself: Chromium lets the paint go as
 * soon as the element it names is inserted, which for the block is at its start tag. Keep it
 * to a page's opening blocks: everything before the marker waits for it.
 */
export function FirstPaintAfter({ id }: { id: string }) {
  return (
    <>
      <link rel="expect" href={`#${id}`} blocking="render" />
      <span id={id} hidden />
    </>
  );
}
