import { APP_RUNNING_ATTRIBUTE } from './prefetchMarks';

/**
 * Spec section 5: an error shows under a field once the visitor has touched it (focused it and
 * left it). A field left before the app's scripts run leaves no trace in the prerendered HTML
 * (unlike a value typed there, which the form takes in: components/form/useTypedBeforeStart.ts),
 * so the boot script notes each field the visitor leaves on <html> (outside the app's root, so
 * hydration never sees it), as `formId/fieldName` words, once per field, until the app runs
 * (APP_RUNNING_ATTRIBUTE): from then on the forms see their fields' blurs themselves. A form
 * takes its own words when it first renders in the browser and marks those fields touched; when
 * it leaves the page it drops any noted since, so a form that comes back starts untouched.
 */
export const EARLY_TOUCHES_ATTRIBUTE = 'data-early-touches';

/** A field of a form with an id, the way the note names it; null for anything else. */
function touchOf(target: EventTarget | null): string | null {
  const field =
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
      ? target
      : null;
  if (!field?.name || !field.form?.id) return null;
  return `${field.form.id}/${field.name}`;
}

/** The note's words, read from <html>. */
function notedOn(root: Element): string[] {
  return (root.getAttribute(EARLY_TOUCHES_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
}

/** Boot side, the `focusout` handler of <html>: notes the field the visitor left. */
export function noteEarlyTouch(event: FocusEvent): void {
  const touch = touchOf(event.target);
  const root = event.currentTarget;
  if (!touch || !(root instanceof Element) || root.hasAttribute(APP_RUNNING_ATTRIBUTE)) return;
  const noted = notedOn(root);
  if (!noted.includes(touch))
    root.setAttribute(EARLY_TOUCHES_ATTRIBUTE, [...noted, touch].join(' '));
}

/**
 * App side: the names of the fields of `form` left so far; the note forgets them. Called when
 * the form first renders (the fields left before the app ran) and when it leaves the page.
 */
export function takeEarlyTouches(form: HTMLFormElement): string[] {
  const root = form.ownerDocument.documentElement;
  const prefix = `${form.id}/`;
  const noted = notedOn(root);
  const own = noted.filter((touch) => form.id && touch.startsWith(prefix));
  if (own.length === 0) return [];
  const rest = noted.filter((touch) => !own.includes(touch));
  if (rest.length > 0) root.setAttribute(EARLY_TOUCHES_ATTRIBUTE, rest.join(' '));
  else root.removeAttribute(EARLY_TOUCHES_ATTRIBUTE);
  return own.map((touch) => touch.slice(prefix.length));
}
