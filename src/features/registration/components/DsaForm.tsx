import { useTranslation } from 'react-i18next';
import { FieldGrid, RadioGroupField, TextField } from '@/components/form';
import { useAppRunning } from '@/hooks/useAppRunning';
import { genderOptions } from '@/features/registration/content';
import { EARLIEST_BIRTH_DATE, latestBirthDate } from '@/features/registration/dateOfBirth';
import { EmailField, MobileField, NameField, PanField } from './PartnerFields';
import { PartnerForm } from './PartnerForm';

/** Spec section 2 DSA form ('Personal Information'), multipart to /dsa&distbtr/personal/create. */
export function DsaForm() {
  const { t } = useTranslation();
  // D39: today's limit, set once the app runs; the prerendered HTML would hold its build day.
  const latestBirth = useAppRunning() ? latestBirthDate(new Date()) : undefined;
  return (
    <PartnerForm
      partner="dsa"
      documents={[
        { name: 'panCard', required: true },
        { name: 'aadhaarCard', required: true },
      ]}
    >
      <FieldGrid>
        <NameField name="fullName" />
        <EmailField />
        <MobileField name="mobile" />
        <MobileField name="altMobile" optional />
        <TextField
          name="dob"
          type="date"
          label={t('registration.fields.dob')}
          required
          autoComplete="off"
          min={EARLIEST_BIRTH_DATE}
          max={latestBirth}
        />
        <RadioGroupField
          name="gender"
          label={t('registration.fields.gender')}
          options={genderOptions.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))}
          required
        />
        <PanField />
        <TextField
          name="aadhaar"
          label={t('registration.fields.aadhaar')}
          hint={t('registration.hints.aadhaar')}
          required
          inputMode="numeric"
          autoComplete="off"
        />
      </FieldGrid>
    </PartnerForm>
  );
}
