import { useTranslation } from 'react-i18next';
import { FieldGrid, RadioGroupField, TextField } from '../../../components/form';
import { genderOptions } from '../content';
import { useSubmitDsaRegistrationMutation } from '../registrationApi';
import { dsaSchema, emptyDsaApplication } from '../schema';
import { AddressFields, DocumentField, EmailField, MobileField, PanField } from './PartnerFields';
import { PartnerForm } from './PartnerForm';

/** Spec section 2 DSA form ('Personal Information'), multipart to /dsa&distbtr/personal/create. */
export function DsaForm({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const [submitDsa] = useSubmitDsaRegistrationMutation();
  return (
    <PartnerForm
      id="dsa-form"
      heading={t('registration.dsa.heading')}
      hidden={hidden}
      initialValues={emptyDsaApplication}
      schema={dsaSchema}
      submission="submitDsaRegistration"
      send={submitDsa}
      submitLabel={t('registration.submit')}
      successMessage={t('registration.dsa.success')}
      errorMessage={t('registration.dsa.failure')}
    >
      <FieldGrid>
        <TextField
          name="fullName"
          label={t('registration.fields.fullName')}
          required
          autoComplete="name"
        />
        <EmailField />
        <MobileField name="mobile" />
        <MobileField name="altMobile" optional />
        <TextField
          name="dob"
          type="date"
          label={t('registration.fields.dob')}
          required
          autoComplete="bday"
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
      <AddressFields />
      <h3>{t('registration.sections.documents')}</h3>
      <FieldGrid>
        <DocumentField name="panCard" required />
        <DocumentField name="aadhaarCard" required />
      </FieldGrid>
    </PartnerForm>
  );
}
