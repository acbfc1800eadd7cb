import type { ReactNode } from 'react';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { RequiredNote } from './RequiredNote';
import { trimmed } from './rules';
import { FormActions, FormPanel } from './styles';
import { SubmitButton } from './SubmitButton';
import { SubmissionStatus, type OutcomeMessages } from './SubmissionStatus';
import { useSubmission, type LeadMutation } from './useSubmission';
import { ValidatedForm } from './ValidatedForm';

interface LeadFormProps<Values extends FormikValues> {
  /** Unique on the page; field ids are built from it. */
  id: string;
  /** Id of the heading that names the form. */
  labelledBy: string;
  initialValues: Values;
  schema: AnyObjectSchema;
  /** The feature's endpoint, e.g. `contactApi.endpoints.sendContactMessage`. */
  mutation: LeadMutation<Values>;
  messages: OutcomeMessages;
  submitLabel: string;
  /** Shown on the button while sending, where the form has one. */
  busyLabel?: string;
  /** The values after a success; the initial values unless given. */
  emptyValues?: () => Values;
  /** After a success, once the fields are cleared. */
  onSucceeded?: () => void;
  /** The success message above the panel rather than by the button (where the page scrolls). */
  successAbove?: boolean;
  /** Kept mounted but hidden (the partner form of the other role). */
  hidden?: boolean;
  /** Inside the panel, before the form (a heading). */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The shell every Formik lead form shares: the panel, the yup schema, the required note, the
 * announced outcome (D27) and the submit button that is disabled while sending. Values are
 * trimmed before sending; a success clears every field, files included, a failure keeps them
 * (D18), and a submit while one is under way sends nothing.
 */
export function LeadForm<Values extends FormikValues>({
  id,
  labelledBy,
  initialValues,
  schema,
  mutation,
  messages,
  submitLabel,
  busyLabel,
  emptyValues,
  onSucceeded,
  successAbove = false,
  hidden,
  header,
  children,
}: LeadFormProps<Values>) {
  const { status, failure, busy, submit } = useSubmission(mutation);
  const outcome = { status, failure, messages };

  const onSubmit = async (values: Values, { resetForm }: FormikHelpers<Values>) => {
    // The schema's normal form is what is sent: numbers as bare digits (D40).
    const sent = schema.cast(trimmed(values)) as Values;
    if (!(await submit(sent))) return;
    resetForm({ values: emptyValues ? emptyValues() : initialValues });
    onSucceeded?.();
  };

  const success = <SubmissionStatus {...outcome} show="success" />;
  return (
    <>
      {successAbove && success}
      <FormPanel hidden={hidden}>
        {header}
        <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
          <ValidatedForm id={id} labelledBy={labelledBy}>
            <RequiredNote />
            {children}
            <FormActions>
              {!successAbove && success}
              <SubmissionStatus {...outcome} show="failure" />
              <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={busy} />
            </FormActions>
          </ValidatedForm>
        </Formik>
      </FormPanel>
    </>
  );
}
