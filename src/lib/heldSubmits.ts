/**
 * D40: a lead form submitted before the app runs must not reach the browser's own submission
 * (that would post the lead, Aadhaar and PAN included, to the page). The boot script holds such
 * a submit and names the form on <html> (outside the app's root, so hydration never sees the
 * mark); the form's button then reads "getting ready" (components/form/SubmitLabel.tsx), and the
 * form, once the app has started, takes the held submit over and sends it once
 * (components/form/useHeldSubmit.ts).
 */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

/**
 * Boot side, the `onsubmit` handler of <html>: a submit that reaches it unprevented has no app
 * behind it (every form of the running app prevents its submit's default), so it is held for
 * the form named (`heldSubmit` is HELD_SUBMIT_ATTRIBUTE; a submit event's target is its form).
 */
export function holdEarlySubmit(event: Event): void {
  if (event.defaultPrevented) return;
  event.preventDefault();
  (event.currentTarget as HTMLElement).dataset.heldSubmit = (event.target as HTMLFormElement).id;
}

/** App side: whether a submit of `form` was held; if so the hold ends, as the app takes it. */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  const root = form.ownerDocument.documentElement;
  if (!form.id || root.getAttribute(HELD_SUBMIT_ATTRIBUTE) !== form.id) return false;
  root.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
  return true;
}
