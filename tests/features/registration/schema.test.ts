import {
  distributorSchema,
  dsaSchema,
  emptyDistributorApplication,
  emptyDsaApplication,
} from '@/features/registration/schema';
import { pdfFile, pngFile } from '../../components/form/leadHelpers';

const validDsa = {
  ...emptyDsaApplication,
  fullName: 'Meera Joshi',
  mobile: '9812345678',
  email: 'meera@example.com',
  dob: '1990-05-17',
  gender: 'Female',
  pan: 'ABCDE1234F',
  aadhaar: '234567890123',
  address: 'FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  panCard: pngFile(),
  aadhaarCard: pdfFile(),
};

const validDistributor = {
  ...emptyDistributorApplication,
  businessName: 'Sahyadri Parking Systems',
  businessType: 'LLP',
  pan: 'AAACS1234Q',
  gst: '27AAACS1234Q1Z5',
  contactName: 'Vikram Patil',
  mobile: '6012345678',
  email: 'vikram@example.com',
  address: 'MIDC Bhosari',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411026',
  panCard: pdfFile(),
};

/** The message a single changed field gets, or null when the form is valid. */
async function errorFor(
  schema: typeof dsaSchema | typeof distributorSchema,
  values: object,
  field: string,
) {
  try {
    await schema.validateAt(field, values);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('partner rules (spec section 5, D16)', () => {
  it('accepts complete valid applications', async () => {
    await expect(dsaSchema.isValid(validDsa)).resolves.toBe(true);
    await expect(distributorSchema.isValid(validDistributor)).resolves.toBe(true);
  });

  it.each([
    ['mobile', '6000000000', null],
    ['mobile', '9999999999', null],
    ['mobile', '5999999999', 'registration.errors.mobile'],
    ['mobile', '99999999999', 'registration.errors.mobile'],
    ['altMobile', '', null],
    ['altMobile', '0123456789', 'registration.errors.altMobile'],
    ['pan', 'ABCDE1234F', null],
    ['pan', 'ABCDE12345', 'registration.errors.pan'],
    ['pan', 'ABCD1234FG', 'registration.errors.pan'],
    ['pan', '', 'registration.errors.required'],
    ['aadhaar', '999999999999', null],
    ['aadhaar', '023456789012', 'registration.errors.aadhaar'],
    ['aadhaar', '1234567890123', 'registration.errors.aadhaar'],
    ['pincode', '110001', null],
    ['pincode', '011001', 'registration.errors.pincode'],
    ['pincode', '11001', 'registration.errors.pincode'],
    ['email', 'meera.example.com', 'registration.errors.email'],
  ])('DSA %s "%s" → %s', async (field, value, message) => {
    expect(await errorFor(dsaSchema, { ...validDsa, [field]: value }, field)).toBe(message);
  });

  it.each([
    ['gst', '27AAACS1234Q1Z5', null],
    ['gst', '09ABCDE1234F2ZA', null],
    ['gst', '27AAACS1234Q0Z5', 'registration.errors.gstin'],
    ['gst', '27AAACS1234Q1X5', 'registration.errors.gstin'],
    ['gst', '2AAACS1234Q1Z5', 'registration.errors.gstin'],
    ['gst', '', 'registration.errors.required'],
    ['registrationNumber', '', null],
    ['businessType', '', 'registration.errors.required'],
  ])('Distributor %s "%s" → %s', async (field, value, message) => {
    expect(await errorFor(distributorSchema, { ...validDistributor, [field]: value }, field)).toBe(
      message,
    );
  });
});
