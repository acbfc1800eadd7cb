import { useTranslation } from 'react-i18next';
import { FieldGrid, FullWidth, SelectField, TextField } from '@/components/form';
import { businessTypeOptions } from '@/features/registration/content';
import { EmailField, MobileField, NameField, PanField } from './PartnerFields';
import { PartnerForm } from './PartnerForm';

/**
 * Spec section 2 Distributor form ('Business Information'), multipart to
 * /dsa&distbtr/business/create. Only the PAN card is a required document.
 */
export function DistributorForm() {
  const { t } = useTranslation();
  return (
    <PartnerForm
      partner="distributor"
      documents={[
        { name: 'panCard', required: true },
        { name: 'gstCertificate' },
        { name: 'registrationProof' },
        { name: 'tradeLicense' },
      ]}
    >
      {/* Five fields: the name across the row, so that none sits alone on one. */}
      <FieldGrid>
        <FullWidth>
          <TextField
            name="businessName"
            label={t('registration.fields.businessName')}
            required
            autoComplete="organization"
          />
        </FullWidth>
        <SelectField
          name="businessType"
          label={t('registration.fields.businessType')}
          placeholder={t('registration.options.businessType.placeholder')}
          options={businessTypeOptions.map(({ value, labelKey }) => ({
            value,
            label: t(labelKey),
          }))}
          required
        />
        <PanField />
        <TextField
          name="gst"
          label={t('registration.fields.gst')}
          hint={t('registration.hints.gst')}
          required
          uppercase
          autoComplete="off"
        />
        <TextField name="registrationNumber" label={t('registration.fields.registrationNumber')} />
      </FieldGrid>
      <h3>{t('registration.sections.contactPerson')}</h3>
      <FieldGrid>
        <FullWidth>
          <NameField name="contactName" />
        </FullWidth>
        <MobileField name="mobile" />
        <EmailField />
      </FieldGrid>
    </PartnerForm>
  );
}
