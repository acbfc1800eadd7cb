import { useEffect, type RefObject } from 'react';
import { takeHeldSubmit } from '@/lib/heldSubmits';

/** The form element a hook works on. */
export type FormRef = RefObject<HTMLFormElement | null>;

/**
 * D40: once the app runs, a submit of this form that the boot script held (src/lib/
 * heldSubmits.ts) is handed to `takeOver`, once. Runs after the render that hydrated the form.
 * Free of Formik: the footer's newsletter box, in the first load, uses it too.
 */
export function useHeldSubmit(formRef: FormRef, takeOver: (form: HTMLFormElement) => void): void {
  useEffect(() => {
    const form = formRef.current;
    if (form && takeHeldSubmit(form)) takeOver(form);
  }, [formRef, takeOver]);
}
