import { createContext, useCallback, useContext, useMemo, type ChangeEvent } from 'react';
import { getIn } from 'formik';
import { useTranslation } from 'react-i18next';
import { useFormSelector, useFormStore } from './formState';

/** The form's id; field ids are derived from it so two forms on one page never clash. */
export const FormIdContext = createContext('form');

interface FieldStateOptions {
  hint?: string | undefined;
  required?: boolean | undefined;
}

type ChangeableControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Formik state of one field plus the ids and ARIA attributes that tie its label, hint and
 * error together. Schema messages are translation keys, translated here so a language change
 * re-words errors already on screen. An error shows only once the field was touched (spec
 * section 5); Formik marks every field touched on submit.
 *
 * The field reads its value and its shown error from the form's store (formState.tsx), so it
 * renders when they change and not when another field does (D46). A change is checked at once
 * where its error can show (the field was touched); otherwise the check waits until the key
 * press has painted, since its result shows nowhere until the field is left, which checks the
 * form again (spec section 5: checks on change and on blur).
 */
export function useFieldState<Value>(name: string, { hint, required }: FieldStateOptions = {}) {
  const { t } = useTranslation();
  const store = useFormStore();
  const value = useFormSelector((bag) => getIn(bag.values, name) as Value);
  const shownError = useFormSelector((bag) =>
    getIn(bag.touched, name) ? (getIn(bag.errors, name) as string | undefined) : undefined,
  );
  // A value the visitor typed, whichever control they typed it in (a date has three).
  const setTyped = useCallback(
    (typed: string) => {
      const touched = Boolean(getIn(store.current().touched, name));
      void store.current().setFieldValue(name, typed, touched);
      if (!touched) store.validateAfterPaint();
    },
    [store, name],
  );
  const onChange = useCallback(
    (event: ChangeEvent<ChangeableControl>) => setTyped(event.currentTarget.value),
    [setTyped],
  );
  const helpers = useMemo(
    () => ({
      setValue: (next: Value, validate?: boolean) =>
        store.current().setFieldValue(name, next, validate),
      setTouched: (touched: boolean, validate?: boolean) =>
        store.current().setFieldTouched(name, touched, validate),
    }),
    [store, name],
  );
  const id = `${useContext(FormIdContext)}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = shownError ? t(shownError) : undefined;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return {
    field: { name, value, onChange, onBlur: store.current().handleBlur },
    setTyped,
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
