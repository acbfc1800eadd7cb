import { useCallback, useEffect, useRef } from 'react';
import type { FormikValues } from 'formik';
import { takeEarlyTouches } from '@/lib/earlyTouches';
import { joinDateParts } from './dateParts';
import { useFormStore, useFormWatch } from './formState';
import { useHeldSubmit, type FormRef } from './useHeldSubmit';

const isTextInput = (node: Node): node is HTMLInputElement =>
  node instanceof HTMLInputElement && node.type === 'text';

/** A text, radio or select control's value as the visitor left it. */
function controlValue(control: RadioNodeList | Element | null): string | undefined {
  // Text inputs sharing a name are the parts of one value: a date's day, month and year.
  if (control instanceof RadioNodeList) {
    const parts = [...control].filter(isTextInput);
    if (parts.length === control.length) return joinDateParts(parts.map((part) => part.value));
  }
  const valued =
    control instanceof RadioNodeList ||
    control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement;
  return valued ? control.value : undefined;
}

/**
 * Takes in what the visitor typed or chose in the prerendered form before the app ran. React's
 * hydration leaves such a value on screen but never tells Formik of it, so the field would look
 * filled yet fail validation as empty. Text, radios, selects and a date's parts become Formik's
 * values field by field; a chosen file is handed to its field's own change handler, which checks and prepares it
 * as for any choice. Returns whether anything was taken in.
 */
function adoptTypedValues(
  form: HTMLFormElement,
  values: FormikValues,
  setFieldValue: (name: string, value: string, validate: boolean) => unknown,
): boolean {
  let adopted = false;
  for (const name of Object.keys(values)) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'file') {
      if (!control.files?.length || values[name]) continue;
      control.dispatchEvent(new Event('change', { bubbles: true }));
      adopted = true;
      continue;
    }
    const typed = controlValue(control);
    if (typed === undefined || typed === '' || typed === values[name]) continue;
    void setFieldValue(name, typed, false);
    adopted = true;
  }
  return adopted;
}

/**
 * Spec section 5: the fields the visitor left before the app ran (src/lib/earlyTouches.ts) are
 * touched, so their errors show as if the app had seen the blur. They are checked on the render
 * that shows them touched, which also holds the values just taken in and restored (Formik checks
 * the values of the render it is called from).
 */
function useTouchedBeforeStart(formRef: FormRef): void {
  const store = useFormStore();
  const toCheck = useRef<string[]>([]);

  useFormWatch(({ touched, validateForm }) => {
    if (toCheck.current.length === 0 || !toCheck.current.every((name) => touched[name])) return;
    toCheck.current = [];
    void validateForm();
  });

  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    const { values, setFieldTouched } = store.current();
    const left = takeEarlyTouches(form).filter((name) => name in values);
    if (left.length > 0) toCheck.current = left;
    for (const name of left) void setFieldTouched(name, true, false);
    // Whatever was noted while the form was on the page, its own handlers saw.
    return () => void takeEarlyTouches(form);
    // Once, when the form mounts: later blurs reach Formik's own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * When the form first renders in the browser (hydration; after a client render there is nothing
 * to take), it takes in what the visitor typed and chose before the app ran, and which fields
 * they left; a submit the boot script held (D40) then follows on the render that holds those
 * values, through `submit` (which also waits for a chosen photo still being prepared). Field by
 * field, so a restored draft (useLeadDraft, whose effect runs first) keeps the fields the
 * visitor had not filled yet.
 */
export function useTypedBeforeStart(formRef: FormRef, submit: () => void): void {
  const store = useFormStore();
  const adopted = useRef(false);
  const heldUntilChanged = useRef<FormikValues | null>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const { values, setFieldValue } = store.current();
    adopted.current = adoptTypedValues(form, values, setFieldValue);
    // Once, when the form mounts: later values come from Formik's own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useTouchedBeforeStart(formRef);

  const takeOver = useCallback(() => {
    if (adopted.current) heldUntilChanged.current = store.current().values;
    else submit();
  }, [store, submit]);
  useHeldSubmit(formRef, takeOver);

  useFormWatch(({ values }) => {
    if (heldUntilChanged.current === null || values === heldUntilChanged.current) return;
    heldUntilChanged.current = null;
    submit();
  });
}
