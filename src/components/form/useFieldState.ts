import { createContext, useContext } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

/** The form's id; field ids are derived from it so two forms on one page never clash. */
export const FormIdContext = createContext('form');

interface FieldStateOptions {
  hint?: string | undefined;
  required?: boolean | undefined;
}

/**
 * Formik state of one field plus the ids and ARIA attributes that tie its label, hint and
 * error together. Schema messages are translation keys, translated here so a language change
 * re-words errors already on screen. An error shows only once the field was touched (spec
 * section 5); Formik marks every field touched on submit.
 */
export function useFieldState<Value>(name: string, { hint, required }: FieldStateOptions = {}) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<Value>(name);
  const id = `${useContext(FormIdContext)}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? t(meta.error) : undefined;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return {
    field,
    helpers,
    id,
    hintId,
    errorId,
    error,
    /** Spread onto the control: id, required and the ARIA error wiring. */
    controlProps: {
      id,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}
