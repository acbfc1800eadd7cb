import type { ReactNode } from 'react';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import {
  FormActions,
  FormPanel,
  FormStatus,
  RequiredNote,
  SubmitButton,
  trimmed,
  useSubmission,
  ValidatedForm,
  type SubmissionName,
} from '../../../components/form';
import { SectionHeading } from '../../../components/layout';

interface PartnerFormProps<Values extends FormikValues> {
  id: string;
  heading: string;
  /** The other role's form stays mounted but hidden, so switching roles loses nothing. */
  hidden: boolean;
  initialValues: Values;
  schema: AnyObjectSchema;
  submission: SubmissionName;
  send: (values: Values) => PromiseLike<{ data: unknown } | { error: unknown }>;
  submitLabel: string;
  successMessage: string;
  errorMessage: string;
  children: ReactNode;
}

/**
 * The shell both partner registrations share: heading, Formik with its schema, the announced
 * outcome (D27) and 'Submit Registration'. Success resets every field, files included; a
 * failure keeps them (D18).
 */
export function PartnerForm<Values extends FormikValues>({
  id,
  heading,
  hidden,
  initialValues,
  schema,
  submission,
  send,
  submitLabel,
  successMessage,
  errorMessage,
  children,
}: PartnerFormProps<Values>) {
  const { status, busy, canStart } = useSubmission(submission);
  const headingId = `${id}-heading`;

  const onSubmit = async (values: Values, { resetForm }: FormikHelpers<Values>) => {
    if (!canStart()) return;
    const result = await send(trimmed(values));
    if (!('error' in result)) resetForm({ values: initialValues });
  };

  return (
    <FormPanel hidden={hidden}>
      <SectionHeading id={headingId}>{heading}</SectionHeading>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        <ValidatedForm id={id} labelledBy={headingId}>
          <RequiredNote />
          {children}
          <FormActions>
            <FormStatus tone="success" message={status === 'succeeded' ? successMessage : null} />
            <FormStatus tone="error" message={status === 'failed' ? errorMessage : null} />
            <SubmitButton label={submitLabel} busy={busy} />
          </FormActions>
        </ValidatedForm>
      </Formik>
    </FormPanel>
  );
}
