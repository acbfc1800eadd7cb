import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Form, useFormikContext } from 'formik';
import { FilePreparationsProvider, useFilePreparations } from './filePreparations';
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
 * Formik's submit, once every chosen file is in its field (filePreparations.ts). Presses made
 * while it waits count as one: a lead is never sent twice. The submit itself runs after the
 * render that holds the files: Formik reads the values of its last render.
 */
function useSubmitWhenPrepared(preparations: ReturnType<typeof useFilePreparations>) {
  const { submitForm } = useFormikContext();
  const waiting = useRef(false);
  const [prepared, setPrepared] = useState(0);
  useEffect(() => {
    if (!waiting.current) return;
    waiting.current = false;
    void submitForm();
  }, [prepared, submitForm]);
  return useCallback(() => {
    if (waiting.current) return;
    waiting.current = true;
    void preparations.settled().then(() => setPrepared((count) => count + 1));
  }, [preparations]);
}

/**
 * A Formik form with the site's form behaviour: the yup schema is the only validation (the
 * browser's own bubbles are off), field ids are scoped to the form, a submit waits for the
 * files still being prepared, a failed submit focuses the first invalid field, and a submit
 * held before the app ran is taken over (D40).
 */
export function ValidatedForm({ id, labelledBy, children }: ValidatedFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const { handleSubmit } = useFormikContext();
  const preparations = useFilePreparations();
  const submit = useSubmitWhenPrepared(preparations);
  useFocusFirstInvalid(ref);
  useTypedBeforeStart(ref, submit);
  return (
    <FormIdContext.Provider value={id}>
      <FilePreparationsProvider value={preparations.track}>
        {/* POST: a submit that reached the browser would put the lead in no address (D40). */}
        <Form
          ref={ref}
          id={id}
          aria-labelledby={labelledBy}
          method="post"
          noValidate
          onSubmit={(event) => {
            if (!preparations.busy()) {
              handleSubmit(event);
              return;
            }
            event.preventDefault();
            submit();
          }}
        >
          {children}
        </Form>
      </FilePreparationsProvider>
    </FormIdContext.Provider>
  );
}
