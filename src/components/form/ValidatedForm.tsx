import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Form, useFormikContext } from 'formik';
import { useTypedBeforeStart } from './useTypedBeforeStart';
import { FormIdContext } from './useFieldState';

/**
 * After a submit that validation stopped, moves focus to the first field in page order that
 * shows an error, so keyboard and screen-reader users land on what needs fixing. Runs once
 * per submit attempt, after Formik has marked every field touched and rendered the errors.
 */
function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): void {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handledCount = useRef(submitCount);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === handledCount.current) return;
    handledCount.current = submitCount;
    if (!hasErrors) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, submitCount, isSubmitting, isValidating, hasErrors]);
}

interface ValidatedFormProps {
  /** Unique on the page; field ids are built from it. */
  id: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * A Formik form with the site's form behaviour: the yup schema is the only validation (the
 * browser's own bubbles are off), field ids are scoped to the form, a failed submit
 * focuses the first invalid field, and a submit held before the app ran is taken over (D40).
 */
export function ValidatedForm({ id, labelledBy, children }: ValidatedFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(ref);
  useTypedBeforeStart(ref);
  return (
    <FormIdContext.Provider value={id}>
      {/* POST: a submit that reached the browser would put the lead in no address (D40). */}
      <Form ref={ref} id={id} aria-labelledby={labelledBy} method="post" noValidate>
        {children}
      </Form>
    </FormIdContext.Provider>
  );
}
