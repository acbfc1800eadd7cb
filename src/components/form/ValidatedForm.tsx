import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FilePreparationsProvider, useFilePreparations } from './filePreparations';
import { FormStateProvider, useFormSelector, useFormStore } from './formState';
import { useTypedBeforeStart } from './useTypedBeforeStart';
import { FormIdContext } from './useFieldState';

/**
 * After a submit that validation stopped, moves focus to the first field in page order that
 * shows an error, so keyboard and screen-reader users land on what needs fixing. Runs once
 * per submit attempt, after Formik has marked every field touched and rendered the errors.
 */
function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): void {
  const store = useFormStore();
  const handledCount = useRef(store.current().submitCount);
  // The count of the last submit attempt once it settled: nothing else renders this form.
  const settledCount = useFormSelector(({ submitCount, isSubmitting, isValidating }) =>
    isSubmitting || isValidating ? handledCount.current : submitCount,
  );
  useEffect(() => {
    if (settledCount === handledCount.current) return;
    handledCount.current = settledCount;
    if (Object.keys(store.current().errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, store, settledCount]);
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
  const { submitForm } = useFormStore().current();
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
export function ValidatedForm(props: ValidatedFormProps) {
  return (
    <FormStateProvider>
      <FormBody {...props} />
    </FormStateProvider>
  );
}

/** The form itself, below the one reader of Formik's context (formState.tsx, D46). */
function FormBody({ id, labelledBy, children }: ValidatedFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  // Formik's handlers keep their identity for the form's life.
  const { handleSubmit, handleReset } = useFormStore().current();
  const preparations = useFilePreparations();
  const submit = useSubmitWhenPrepared(preparations);
  useFocusFirstInvalid(ref);
  useTypedBeforeStart(ref, submit);
  return (
    <FormIdContext.Provider value={id}>
      <FilePreparationsProvider value={preparations.track}>
        {/* POST: a submit that reached the browser would put the lead in no address (D40).
            The form element as Formik's <Form> makes it, without reading Formik's context. */}
        <form
          ref={ref}
          id={id}
          aria-labelledby={labelledBy}
          method="post"
          action="#"
          noValidate
          onReset={handleReset}
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
        </form>
      </FilePreparationsProvider>
    </FormIdContext.Provider>
  );
}
