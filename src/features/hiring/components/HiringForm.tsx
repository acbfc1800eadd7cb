import { useTranslation } from 'react-i18next';
import {
  EmailField,
  PhoneField,
  acceptOf,
  FieldGrid,
  FileField,
  FullWidth,
  LeadForm,
  PDF_TYPES,
  TextAreaField,
  TextField,
} from '@/components/form';
import { scrollToTop } from '@/lib/scroll';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { hiringApi } from '@/features/hiring/hiringApi';
import { positionCleared, selectChosenPosition } from '@/features/hiring/hiringSlice';
import { emptyHiringApplication, hiringSchema } from '@/features/hiring/schema';

/**
 * Spec section 5 hiring form: multipart to /api/hiring-forms/create. Success resets the form
 * (the chosen position too) and scrolls to the top where the message shows; a failure keeps
 * every value (D18) and says whether the server or the network failed.
 */
export function HiringForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const chosenPosition = useAppSelector(selectChosenPosition);
  const messages = {
    success: t('hiring.status.success'),
    failure: (kind: string | null) =>
      kind === 'network' ? t('hiring.status.networkError') : t('hiring.status.serverError'),
  };

  return (
    <LeadForm
      id="hiring-form"
      labelledBy={headingId}
      initialValues={emptyHiringApplication(chosenPosition)}
      emptyValues={emptyHiringApplication}
      schema={hiringSchema}
      mutation={hiringApi.endpoints.submitHiringApplication}
      onSucceeded={() => {
        dispatch(positionCleared());
        scrollToTop();
      }}
      messages={messages}
      successAbove
      fileLabels={{ uploadResume: t('hiring.fields.uploadResume') }}
      submitLabel={t('hiring.submit')}
      busyLabel={t('hiring.submitting')}
    >
      <FieldGrid>
        <TextField
          name="fullName"
          label={t('hiring.fields.fullName')}
          required
          autoComplete="name"
        />
        <EmailField label={t('hiring.fields.email')} />
        <PhoneField
          name="contactNumber"
          label={t('hiring.fields.contactNumber')}
          hint={t('hiring.hints.contactNumber')}
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
    </LeadForm>
  );
}
