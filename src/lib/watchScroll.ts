/**
 * Calls `update` now and then at most once per animation frame while the window scrolls, so a
 * fast scroll costs one reading a frame; returns the function that stops watching.
 */
export function watchScroll(update: () => void): () => void {
  let frame = 0;
  const run = () => {
    frame = 0;
    update();
  };
  const onScroll = () => {
    frame ||= window.requestAnimationFrame(run);
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    window.cancelAnimationFrame(frame);
  };
}
