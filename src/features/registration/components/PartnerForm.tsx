import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { FieldGrid, LeadForm, type LeadMutation } from '@/components/form';
import { SectionHeading } from '@/components/pageBlocks';
import { registrationApi } from '@/features/registration/registrationApi';
import type { PartnerRole } from '@/features/registration/registrationSlice';
import {
  distributorIdentityFields,
  distributorSchema,
  dsaIdentityFields,
  dsaSchema,
  emptyDistributorApplication,
  emptyDsaApplication,
  type DistributorApplication,
  type DsaApplication,
} from '@/features/registration/schema';
import { AddressFields, DocumentField } from './PartnerFields';

/** A document the role asks for (D15): its field name, and whether it must be chosen. */
export interface PartnerDocument {
  name: string;
  required?: boolean;
}

interface PartnerValues {
  dsa: DsaApplication;
  distributor: DistributorApplication;
}

interface RoleSetUp<Values> {
  mutation: LeadMutation<Values>;
  initialValues: Values;
  schema: AnyObjectSchema;
  /** Never kept in any browser storage (D42). */
  identityFields: readonly string[];
}

/** What sets the two registrations apart, besides their fields and their texts' keys. */
const setUps: { [Role in PartnerRole]: RoleSetUp<PartnerValues[Role]> } = {
  dsa: {
    mutation: registrationApi.endpoints.submitDsaRegistration,
    initialValues: emptyDsaApplication,
    schema: dsaSchema,
    identityFields: dsaIdentityFields,
  },
  distributor: {
    mutation: registrationApi.endpoints.submitDistributorRegistration,
    initialValues: emptyDistributorApplication,
    schema: distributorSchema,
    identityFields: distributorIdentityFields,
  },
};

interface PartnerFormProps<Role extends PartnerRole> {
  /** Named `partner` because `role` is the ARIA attribute. */
  partner: Role;
  /** The role's own fields, above the address both roles ask for. */
  children: ReactNode;
  /** The role's documents, picked last. */
  documents: readonly PartnerDocument[];
}

/**
 * A partner registration (spec section 2): its heading, then the lead form shell with the
 * role's endpoint, schema and the spec's exact outcome texts (D27): the role's fields, the
 * address, the documents and 'Submit Registration'. Success resets every field, files included; a failure keeps them (D18).
 * The role's identity numbers are never part of its draft (D42).
 */
export function PartnerForm<Role extends PartnerRole>({
  partner: role,
  children,
  documents,
}: PartnerFormProps<Role>) {
  const { t } = useTranslation();
  const id = `${role}-form`;
  const headingId = `${id}-heading`;
  const { identityFields, ...setUp }: RoleSetUp<PartnerValues[Role]> = setUps[role];
  const labels = (names: readonly string[]) =>
    Object.fromEntries(names.map((name) => [name, t(`registration.fields.${name}`)]));
  return (
    <LeadForm
      {...setUp}
      id={id}
      labelledBy={headingId}
      header={<SectionHeading id={headingId}>{t(`registration.${role}.heading`)}</SectionHeading>}
      messages={{
        success: t(`registration.${role}.success`),
        failure: t(`registration.${role}.failure`),
      }}
      submitLabel={t('registration.submit')}
      fileLabels={labels(documents.map(({ name }) => name))}
      identityLabels={labels(identityFields)}
    >
      {children}
      <AddressFields />
      <h3>{t('registration.sections.documents')}</h3>
      <FieldGrid>
        {documents.map(({ name, required }) => (
          <DocumentField key={name} name={name} required={required} />
        ))}
      </FieldGrid>
    </LeadForm>
  );
}
