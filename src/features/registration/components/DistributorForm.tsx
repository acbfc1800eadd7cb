import { useTranslation } from 'react-i18next';
import { FieldGrid, SelectField, TextField } from '../../../components/form';
import { businessTypeOptions } from '../content';
import { useSubmitDistributorRegistrationMutation } from '../registrationApi';
import { distributorSchema, emptyDistributorApplication } from '../schema';
import { AddressFields, DocumentField, EmailField, MobileField, PanField } from './PartnerFields';
import { PartnerForm } from './PartnerForm';

/**
 * Spec section 2 Distributor form ('Business Information'), multipart to
 * /dsa&distbtr/business/create. Only the PAN card is a required document.
 */
export function DistributorForm({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const [submitDistributor] = useSubmitDistributorRegistrationMutation();
  return (
    <PartnerForm
      id="distributor-form"
      heading={t('registration.distributor.heading')}
      hidden={hidden}
      initialValues={emptyDistributorApplication}
      schema={distributorSchema}
      submission="submitDistributorRegistration"
      send={submitDistributor}
      submitLabel={t('registration.submit')}
      successMessage={t('registration.distributor.success')}
      errorMessage={t('registration.distributor.failure')}
    >
      <FieldGrid>
        <TextField
          name="businessName"
          label={t('registration.fields.businessName')}
          required
          autoComplete="organization"
        />
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
        <TextField
          name="contactName"
          label={t('registration.fields.contactName')}
          required
          autoComplete="name"
        />
        <MobileField name="mobile" />
        <EmailField />
      </FieldGrid>
      <AddressFields />
      <h3>{t('registration.sections.documents')}</h3>
      <FieldGrid>
        <DocumentField name="panCard" required />
        <DocumentField name="gstCertificate" />
        <DocumentField name="registrationProof" />
        <DocumentField name="tradeLicense" />
      </FieldGrid>
    </PartnerForm>
  );
}
