/** Spec section 3 choices: the value is what is sent, the key is what the visitor reads. */
export const genderOptions = [
  { value: 'Male', labelKey: 'registration.options.gender.male' },
  { value: 'Female', labelKey: 'registration.options.gender.female' },
  { value: 'Other', labelKey: 'registration.options.gender.other' },
] as const;

export const businessTypeOptions = [
  { value: 'Proprietorship', labelKey: 'registration.options.businessType.proprietorship' },
  { value: 'Partnership', labelKey: 'registration.options.businessType.partnership' },
  { value: 'Private Limited', labelKey: 'registration.options.businessType.privateLimited' },
  { value: 'LLP', labelKey: 'registration.options.businessType.llp' },
  { value: 'Other', labelKey: 'registration.options.businessType.other' },
] as const;

export const roleOptions = [
  { value: 'dsa', labelKey: 'registration.role.dsa', descriptionKey: 'registration.role.dsaText' },
  {
    value: 'distributor',
    labelKey: 'registration.role.distributor',
    descriptionKey: 'registration.role.distributorText',
  },
] as const;
