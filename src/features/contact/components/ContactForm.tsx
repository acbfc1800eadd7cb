import { Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  FieldGrid,
  FormActions,
  FormPanel,
  FormStatus,
  FullWidth,
  RequiredNote,
  SubmitButton,
  TextAreaField,
  TextField,
  trimmed,
  useSubmission,
  ValidatedForm,
} from '../../../components/form';
import { useSendContactMessageMutation } from '../contactApi';
import { contactSchema, emptyContactMessage, type ContactMessage } from '../schema';

/**
 * Spec sections 4 and 5, contact form: JSON to /api/contactus/create. The sending label and
 * the disabled button come from the submission status; starting a new submission clears the
 * previous success message, and a failure keeps every value (D18).
 */
export function ContactForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const [sendMessage] = useSendContactMessageMutation();
  const { status, busy, canStart } = useSubmission('sendContactMessage');

  const onSubmit = async (values: ContactMessage, { resetForm }: FormikHelpers<ContactMessage>) => {
    if (!canStart()) return;
    const result = await sendMessage(trimmed(values));
    if (!('error' in result)) resetForm({ values: emptyContactMessage });
  };

  return (
    <FormPanel>
      <Formik
        initialValues={emptyContactMessage}
        validationSchema={contactSchema}
        onSubmit={onSubmit}
      >
        <ValidatedForm id="contact-form" labelledBy={headingId}>
          <RequiredNote />
          <FieldGrid>
            <TextField name="name" label={t('contact.fields.name')} required autoComplete="name" />
            <TextField
              name="email"
              type="email"
              label={t('contact.fields.email')}
              required
              autoComplete="email"
            />
            <TextField
              name="contactNumber"
              type="tel"
              label={t('contact.fields.contactNumber')}
              hint={t('contact.hints.contactNumber')}
              required
              inputMode="numeric"
              autoComplete="tel-national"
            />
            <FullWidth>
              <TextAreaField name="message" label={t('contact.fields.message')} required rows={6} />
            </FullWidth>
          </FieldGrid>
          <FormActions>
            <FormStatus
              tone="success"
              message={status === 'succeeded' ? t('contact.status.success') : null}
            />
            <FormStatus
              tone="error"
              message={status === 'failed' ? t('contact.status.error') : null}
            />
            <SubmitButton
              label={t('contact.submit')}
              busyLabel={t('contact.sending')}
              busy={busy}
            />
          </FormActions>
        </ValidatedForm>
      </Formik>
    </FormPanel>
  );
}
