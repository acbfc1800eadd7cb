import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { setNestedObjectValues } from 'formik';
import { afterPaint } from '@/lib/afterPaint';
import { fieldsInView } from './fieldsInView';
import { FilePreparationsProvider, useFilePreparations } from './filePreparations';
import { FormStateProvider, useFormSelector, useFormStore, type FormBag } from './formState';
import type { LatestCheck } from './latestCheck';
import { useTypedBeforeStart } from './useTypedBeforeStart';
import { FormIdContext } from './useFieldState';

/**
 * After a submit that validation stopped, moves focus to the first field in page order that
 * shows an error, so keyboard and screen-reader users land on what needs fixing. Runs once
 * per submit attempt, after Formik has marked every field touched and rendered the errors,
 * once the browser has painted them: the focus and the scroll it brings are a task of their
 * own, not part of the tap's response (D48, E9).
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
    afterPaint(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }, [formRef, store, settledCount]);
}

/** The form's whole check, as Formik's `validate` runs it. */
type FormCheck = LatestCheck['validate'];

/** Resolves once the browser has painted the current frame. */
function painted(): Promise<void> {
  return new Promise((resolve) => afterPaint(resolve));
}

/**
 * A submit attempt. Where the values pass `check`, Formik's own submit; where they fail, the
 * attempt counted, every field touched and the errors set, each field rendered once: Formik's
 * `submitForm` committed three times on the way (the attempt, the errors, the failure), each
 * rendering every field, the slowest tap of the site (3.8–4.4 × the floor's, E9).
 *
 * The fields in view show their errors in the tap's frame; the rest, above or below the
 * viewport, once it has painted, in the change that counts the attempt and so moves the
 * focus to the first of them (useFocusFirstInvalid). Where every failing field is in view, or
 * none is, both changes are one commit.
 */
async function attemptSubmit(
  bag: FormBag,
  check: FormCheck,
  form: HTMLFormElement | null,
): Promise<void> {
  const errors = await check(bag.values);
  const failing = Object.keys(errors);
  if (failing.length === 0) {
    await bag.submitForm();
    return;
  }
  const inView = form ? fieldsInView(form) : new Set<string>();
  const seenNow = failing.filter((name) => inView.has(name));
  bag.setFormikState((state) => ({
    ...state,
    errors,
    touched: { ...state.touched, ...Object.fromEntries(seenNow.map((name) => [name, true])) },
  }));
  if (seenNow.length > 0 && seenNow.length < failing.length) await painted();
  bag.setFormikState((state) => ({
    ...state,
    touched: setNestedObjectValues(state.values, true),
    submitCount: state.submitCount + 1,
  }));
}

interface ValidatedFormProps {
  /** Unique on the page; field ids are built from it. */
  id: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** The form's whole check: its `validate` is Formik's. */
  check: LatestCheck;
  children: ReactNode;
}

/**
 * Formik's submit, once every chosen file is in its field (filePreparations.ts). Presses made
 * while it waits count as one: a lead is never sent twice. The submit itself runs after the
 * render that holds the files: Formik reads the values of its last render.
 */
function useSubmitWhenPrepared(
  preparations: ReturnType<typeof useFilePreparations>,
  check: FormCheck,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const store = useFormStore();
  const waiting = useRef(false);
  const [prepared, setPrepared] = useState(0);
  useEffect(() => {
    if (!waiting.current) return;
    waiting.current = false;
    void attemptSubmit(store.current(), check, formRef.current);
  }, [prepared, store, check, formRef]);
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
function FormBody({ id, labelledBy, check, children }: ValidatedFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const store = useFormStore();
  // Formik's handlers keep their identity for the form's life.
  const { handleReset } = store.current();
  const preparations = useFilePreparations();
  // Every check is of the form's newest values, rendered or not (latestCheck.ts).
  useLayoutEffect(() => check.readValuesFrom(store.latestValues), [check, store]);
  const { validate } = check;
  const submit = useSubmitWhenPrepared(preparations, validate, ref);
  useFocusFirstInvalid(ref);
  useTypedBeforeStart(ref, submit);
  return (
    <FormIdContext.Provider value={id}>
      <FilePreparationsProvider value={preparations}>
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
            event.preventDefault();
            if (preparations.busy()) submit();
            else void attemptSubmit(store.current(), validate, ref.current);
          }}
        >
          {children}
        </form>
      </FilePreparationsProvider>
    </FormIdContext.Provider>
  );
}
