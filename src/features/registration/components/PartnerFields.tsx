import { useTranslation } from 'react-i18next';
import {
  acceptOf,
  DOCUMENT_TYPES,
  EmailField as SharedEmailField,
  FileField,
  FullWidth,
  PhoneField,
  TextAreaField,
  TextField,
  ThreeColumnGrid,
} from '@/components/form';
import { preparePhoto } from '@/features/registration/photo/preparePhoto';

/** Mobile number (10 digits starting 6-9), as both partner forms ask for it. */
export function MobileField({ name, optional = false }: { name: string; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <PhoneField
      name={name}
      label={t(`registration.fields.${name}`)}
      hint={t('registration.hints.mobile')}
      required={!optional}
    />
  );
}

/** A person's name: the DSA applicant's, the distributor's contact person's. */
export function NameField({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <TextField name={name} label={t(`registration.fields.${name}`)} required autoComplete="name" />
  );
}

export function EmailField() {
  const { t } = useTranslation();
  return <SharedEmailField label={t('registration.fields.email')} />;
}

export function PanField() {
  const { t } = useTranslation();
  return (
    <TextField
      name="pan"
      label={t('registration.fields.pan')}
      hint={t('registration.hints.pan')}
      required
      uppercase
      autoComplete="off"
    />
  );
}

/** Address, then city, state and pincode in one row, under their own heading. */
export function AddressFields() {
  const { t } = useTranslation();
  return (
    <>
      <h3>{t('registration.sections.address')}</h3>
      <ThreeColumnGrid>
        <FullWidth>
          <TextAreaField
            name="address"
            label={t('registration.fields.address')}
            required
            autoComplete="street-address"
            rows={3}
          />
        </FullWidth>
        <TextField
          name="city"
          label={t('registration.fields.city')}
          required
          autoComplete="address-level2"
        />
        <TextField
          name="state"
          label={t('registration.fields.state')}
          required
          autoComplete="address-level1"
        />
        <TextField
          name="pincode"
          label={t('registration.fields.pincode')}
          hint={t('registration.hints.pincode')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </ThreeColumnGrid>
    </>
  );
}

/** A partner document: PDF, JPEG or PNG up to 5 MB, a photo judged and shrunk first (D15, D43). */
export function DocumentField({ name, required = false }: { name: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <FileField
      name={name}
      label={t(`registration.fields.${name}`)}
      hint={t('registration.hints.document')}
      accept={acceptOf(DOCUMENT_TYPES)}
      required={required}
      prepare={preparePhoto}
    />
  );
}
