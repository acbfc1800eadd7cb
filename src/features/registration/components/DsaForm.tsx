import { useTranslation } from 'react-i18next';
import { DateField, FieldGrid, RadioGroupField, TextField } from '@/components/form';
import { genderOptions } from '@/features/registration/content';
import { EmailField, MobileField, NameField, PanField } from './PartnerFields';
import { PartnerForm } from './PartnerForm';

/** Spec section 2 DSA form ('Personal Information'), multipart to /dsa&distbtr/personal/create. */
export function DsaForm() {
  const { t } = useTranslation();
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
        {/* Day, month and year in the Indian order (E7); D39's rules are the schema's. */}
        <DateField
          name="dob"
          label={t('registration.fields.dob')}
          hint={t('registration.hints.dob')}
          required
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
