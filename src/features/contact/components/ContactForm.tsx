import { useTranslation } from 'react-i18next';
import {
  EmailField,
  FieldGrid,
  FullWidth,
  LeadForm,
  PhoneField,
  TextAreaField,
  TextField,
} from '@/components/form';
import { contactApi } from '@/features/contact/contactApi';
import { contactSchema, emptyContactMessage } from '@/features/contact/schema';

/**
 * Spec sections 4 and 5, contact form: JSON to /api/contactus/create. The sending label and
 * the disabled button come from the submission status; starting a new submission clears the
 * previous success message, and a failure keeps every value (D18).
 */
export function ContactForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  return (
    <LeadForm
      id="contact-form"
      labelledBy={headingId}
      initialValues={emptyContactMessage}
      schema={contactSchema}
      mutation={contactApi.endpoints.sendContactMessage}
      messages={{ success: t('contact.status.success'), failure: t('contact.status.error') }}
      submitLabel={t('contact.submit')}
      busyLabel={t('contact.sending')}
    >
      {/* The name across the row, so that e-mail and number pair up below it. */}
      <FieldGrid>
        <FullWidth>
          <TextField name="name" label={t('contact.fields.name')} required autoComplete="name" />
        </FullWidth>
        <EmailField label={t('contact.fields.email')} />
        <PhoneField
          name="contactNumber"
          label={t('contact.fields.contactNumber')}
          hint={t('contact.hints.contactNumber')}
        />
        <FullWidth>
          <TextAreaField name="message" label={t('contact.fields.message')} required rows={6} />
        </FullWidth>
      </FieldGrid>
    </LeadForm>
  );
}
