import { useMemo, type ReactNode } from 'react';
import { Formik, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { submissionHeldOffline, type SubmissionStatus as Status } from '@/api/submissionsSlice';
import { useAppDispatch } from '@/store/hooks';
import { ClearForm } from './ClearForm';
import { ConnectionNote } from './ConnectionNote';
import { DraftNote } from './DraftNote';
import { RequiredNote } from './RequiredNote';
import { trimmed } from './rules';
import { latestCheck } from './latestCheck';
import { FormActions, FormPanel, FormTop } from './styles';
import { SubmitButton } from './SubmitButton';
import { SubmissionStatus, type OutcomeMessages } from './SubmissionStatus';
import { UploadProgressBar } from './UploadProgressBar';
import { useEmptyForm } from './useEmptyForm';
import { useLeadDraft } from './useLeadDraft';
import { useOnlineStatus } from './useOnlineStatus';
import { useOnSucceeded } from './useOnSucceeded';
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
  /** Inside the panel, before the form (a heading). */
  header?: ReactNode;
  /**
   * The form's file fields and their labels, where it has any: it then shows its upload's
   * progress (D35), and a restored draft lists the ones to choose again (D36).
   */
  fileLabels?: Readonly<Record<string, string>>;
  /**
   * The form's identity numbers (PAN, Aadhaar, GSTIN, date of birth) and their labels: never
   * part of its draft, and a restored draft lists the ones to type again (D42).
   */
  identityLabels?: Readonly<Record<string, string>>;
  children: ReactNode;
}

const NO_LABELS: Readonly<Record<string, string>> = {};

interface FormEffectsProps {
  endpoint: string;
  identityFields: readonly string[];
  status: Status;
  /** The values after a success. */
  blank: () => FormikValues;
  onSucceeded: () => void;
}

/** The effects that need Formik's state: the draft (D36, D42) and clearing after a success. */
function FormEffects({ endpoint, identityFields, status, blank, onSucceeded }: FormEffectsProps) {
  const empty = useEmptyForm(blank);
  useLeadDraft(endpoint, identityFields);
  useOnSucceeded(status, () => {
    empty();
    onSucceeded();
  });
  return null;
}

/**
 * The shell every Formik lead form shares: the panel, the yup schema, the required note, the
 * announced outcome (D27) and the submit button that is disabled while sending, the upload's
 * progress and the connection notes (D35), the draft and "Clear form" (D36, D42). Values are
 * trimmed before sending; a success clears every field, files included, a failure keeps them
 * (D18), a submit while one is under way sends nothing, and one while offline sends nothing
 * and says so (D35).
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
  header,
  fileLabels,
  identityLabels = NO_LABELS,
  children,
}: LeadFormProps<Values>) {
  const dispatch = useAppDispatch();
  const online = useOnlineStatus();
  const { status, failure, progress, busy, submit } = useSubmission(mutation);
  const outcome = { status, failure, messages };

  // The outcome is handled by FormEffects, also when this form is not the one that sent it.
  // The schema's normal form is what is sent: numbers as bare digits (D40).
  const onSubmit = async (values: Values) => {
    if (online) await submit(schema.cast(trimmed(values)) as Values);
    else dispatch(submissionHeldOffline(mutation.name));
  };

  const check = useMemo(() => latestCheck(schema), [schema]);
  const success = <SubmissionStatus {...outcome} show="success" />;
  const blank = emptyValues ?? (() => initialValues);
  return (
    <>
      {successAbove && success}
      <FormPanel>
        {header}
        <Formik<Values> initialValues={initialValues} validate={check.validate} onSubmit={onSubmit}>
          <ValidatedForm id={id} labelledBy={labelledBy} check={check}>
            <FormEffects
              endpoint={mutation.name}
              identityFields={Object.keys(identityLabels)}
              status={status}
              blank={blank}
              onSucceeded={() => onSucceeded?.()}
            />
            <FormTop>
              <RequiredNote />
              <ClearForm endpoint={mutation.name} blank={blank} busy={busy} />
            </FormTop>
            <DraftNote
              endpoint={mutation.name}
              fileLabels={fileLabels ?? NO_LABELS}
              identityLabels={identityLabels}
            />
            {children}
            <FormActions>
              {!successAbove && success}
              <SubmissionStatus {...outcome} show="failure" />
              <ConnectionNote online={online} status={status} failure={failure} />
              {fileLabels && busy && <UploadProgressBar progress={progress} />}
              <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={busy} />
            </FormActions>
          </ValidatedForm>
        </Formik>
      </FormPanel>
    </>
  );
}
