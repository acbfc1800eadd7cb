/**
 * The names of `form`'s fields with a control in the viewport now. A failed submit shows
 * these fields' errors in the tap's own frame and the others' in the next (ValidatedForm.tsx):
 * the visitor sees the answer to the tap at once, while error lines nobody can see yet cost it
 * nothing (D48). A control the browser has not laid out (a test's DOM) is in no viewport.
 */
export function fieldsInView(form: HTMLFormElement): Set<string> {
  const names = new Set<string>();
  for (const control of form.querySelectorAll<HTMLElement>('[name]')) {
    const { top, bottom } = control.getBoundingClientRect();
    const name = control.getAttribute('name');
    if (name && bottom > 0 && top < window.innerHeight) names.add(name);
  }
  return names;
}
