import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  acceptOf,
  FieldGrid,
  FileField,
  FormActions,
  FormPanel,
  FormStatus,
  FullWidth,
  PDF_TYPES,
  RequiredNote,
  SubmitButton,
  TextAreaField,
  TextField,
  trimmed,
  useSubmission,
  ValidatedForm,
} from '../../../components/form';
import { scrollToTop } from '../../../components/scroll';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useSubmitHiringApplicationMutation } from '../hiringApi';
import { positionCleared, selectChosenPosition } from '../hiringSlice';
import { emptyHiringApplication, hiringSchema, type HiringApplication } from '../schema';

const FORM_ID = 'hiring-form';

/**
 * Spec section 5 hiring form: multipart to /api/hiring-forms/create. Success resets the form
 * and scrolls to the top where the message shows; a failure keeps every value (D18).
 */
export function HiringForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const chosenPosition = useAppSelector(selectChosenPosition);
  const [submitApplication] = useSubmitHiringApplicationMutation();
  const { status, failure, busy, canStart } = useSubmission('submitHiringApplication');

  const onSubmit = async (
    values: HiringApplication,
    { resetForm }: FormikHelpers<HiringApplication>,
  ) => {
    if (!canStart()) return;
    const result = await submitApplication(trimmed(values));
    if ('error' in result) return;
    resetForm({ values: emptyHiringApplication() });
    dispatch(positionCleared());
    scrollToTop();
  };

  const failureText =
    failure === 'network' ? t('hiring.status.networkError') : t('hiring.status.serverError');

  return (
    <>
      <FormStatus
        tone="success"
        message={status === 'succeeded' ? t('hiring.status.success') : null}
      />
      <FormPanel>
        <Formik
          initialValues={emptyHiringApplication(chosenPosition)}
          validationSchema={hiringSchema}
          onSubmit={onSubmit}
        >
          <ValidatedForm id={FORM_ID} labelledBy={headingId}>
            <RequiredNote />
            <FieldGrid>
              <TextField
                name="fullName"
                label={t('hiring.fields.fullName')}
                required
                autoComplete="name"
              />
              <TextField
                name="email"
                type="email"
                label={t('hiring.fields.email')}
                required
                autoComplete="email"
              />
              <TextField
                name="contactNumber"
                type="tel"
                label={t('hiring.fields.contactNumber')}
                hint={t('hiring.hints.contactNumber')}
                required
                inputMode="numeric"
                autoComplete="tel-national"
              />
              <TextField name="position" label={t('hiring.fields.position')} required />
              <FullWidth>
                <TextAreaField
                  name="address"
                  label={t('hiring.fields.address')}
                  required
                  autoComplete="street-address"
                />
              </FullWidth>
              <FullWidth>
                <FileField
                  name="uploadResume"
                  label={t('hiring.fields.uploadResume')}
                  hint={t('hiring.hints.uploadResume')}
                  accept={acceptOf(PDF_TYPES)}
                  required
                />
              </FullWidth>
            </FieldGrid>
            <FormActions>
              <FormStatus tone="error" message={status === 'failed' ? failureText : null} />
              <SubmitButton
                label={t('hiring.submit')}
                busyLabel={t('hiring.submitting')}
                busy={busy}
              />
            </FormActions>
          </ValidatedForm>
        </Formik>
      </FormPanel>
    </>
  );
}
