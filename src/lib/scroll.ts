/** Scrolling helpers shared by links, buttons and route changes. Called from handlers only. */

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function behavior(smooth: boolean): ScrollBehavior {
  return smooth && !prefersReducedMotion() ? 'smooth' : 'auto';
}

export function scrollToTop(smooth = true): void {
  window.scrollTo({ top: 0, left: 0, behavior: behavior(smooth) });
}

export function scrollByDown(distance: number): void {
  window.scrollBy({ top: distance, left: 0, behavior: behavior(true) });
}

/** Scrolls so that `element` sits `offset` px below the top of the viewport. */
export function scrollToElement(element: Element, offset: number, smooth = true): void {
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), left: 0, behavior: behavior(smooth) });
}
