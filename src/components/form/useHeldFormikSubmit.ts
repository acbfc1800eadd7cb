import { useCallback, useEffect, useRef } from 'react';
import { useFormikContext, type FormikValues } from 'formik';
import { useHeldSubmit, type FormRef } from './useHeldSubmit';

/** What the visitor typed and chose before the app ran, read from the form's controls. */
function typedValues(form: HTMLFormElement, values: FormikValues): FormikValues {
  const typed: FormikValues = { ...values };
  for (const name of Object.keys(values)) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'file') {
      typed[name] = control.files?.[0] ?? null;
    } else if (
      control instanceof RadioNodeList ||
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ) {
      typed[name] = control.value;
    }
  }
  return typed;
}

/**
 * The held submit of a Formik form: Formik has its initial values, the controls what the visitor
 * typed before the app ran, so those become the form's values first; the submit (validation,
 * then one send) follows on the render that holds them, as Formik reads its values from there.
 */
export function useHeldFormikSubmit(formRef: FormRef): void {
  const { values, setValues, submitForm } = useFormikContext<FormikValues>();
  const typed = useRef<FormikValues | null>(null);
  const takeOver = useCallback(
    (form: HTMLFormElement) => {
      typed.current = typedValues(form, values);
      void setValues(typed.current, false);
    },
    [values, setValues],
  );
  useHeldSubmit(formRef, takeOver);
  useEffect(() => {
    if (typed.current === null || values !== typed.current) return;
    typed.current = null;
    void submitForm();
  }, [values, submitForm]);
}
