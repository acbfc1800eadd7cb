import { mixed, object, string } from 'yup';
import { latestCheck } from '@/components/form/latestCheck';
import { DOCUMENT_TYPES, fileRule } from '@/components/form/rules';
import { pdfFile } from './leadHelpers';

/**
 * The lead forms' check (src/components/form/latestCheck.ts): Formik shows the errors of each
 * check as it ends, so a check must end with the errors of the values the form shows.
 */
describe("a lead form's check", () => {
  // A file's type is known once its first bytes are read: checks that hold a file end later.
  const documents = object({
    panCard: fileRule({
      types: DOCUMENT_TYPES,
      typeMessage: 'type',
      requiredMessage: 'PAN Card is required',
    }),
    aadhaarCard: fileRule({
      types: DOCUMENT_TYPES,
      typeMessage: 'type',
      requiredMessage: 'Aadhaar Card is required',
    }),
  });

  test('a check that ends after a later one gives the later one’s errors', async () => {
    const pan = pdfFile('pan.pdf');
    // The second check holds a file to read; the first ends later all the same.
    const slow = object({
      fullName: string()
        .required('Full Name is required')
        .test('slow', 'never shown', async (name) => {
          await new Promise((resolve) => setTimeout(resolve, name ? 0 : 50));
          return true;
        }),
      panCard: mixed(),
    });
    const check = latestCheck(slow);
    const older = check.validate({ fullName: '', panCard: null });
    const later = check.validate({ fullName: 'Meera Joshi', panCard: pan });
    await expect(later).resolves.toEqual({});
    await expect(older).resolves.toEqual({});
  });

  test('a check is of the values the form holds, not of those it is handed', async () => {
    const pan = pdfFile('pan.pdf');
    const aadhaar = pdfFile('aadhaar.pdf');
    const check = latestCheck(documents);
    let held: Record<string, File | null> = { panCard: pan, aadhaarCard: aadhaar };
    check.readValuesFrom(() => held);
    // A photo set beside the values of the last render, before the Aadhaar file's render.
    await expect(check.validate({ panCard: pan, aadhaarCard: null })).resolves.toEqual({});
    held = { panCard: pan, aadhaarCard: null };
    await expect(check.validate({ panCard: pan, aadhaarCard: aadhaar })).resolves.toEqual({
      aadhaarCard: 'Aadhaar Card is required',
    });
  });

  test('values changed while a check runs are checked again', async () => {
    const pan = pdfFile('pan.pdf');
    const aadhaar = pdfFile('aadhaar.pdf');
    const check = latestCheck(documents);
    let held: Record<string, File | null> = { panCard: pan, aadhaarCard: null };
    check.readValuesFrom(() => held);
    // The PAN file is read for its type: the check ends after this change, which starts none.
    const running = check.validate(held);
    held = { panCard: pan, aadhaarCard: aadhaar };
    await expect(running).resolves.toEqual({});
  });

  test('without a source, and once its form has gone, a check is of the values it is handed', async () => {
    const pan = pdfFile('pan.pdf');
    const check = latestCheck(documents);
    const missingAadhaar = { aadhaarCard: 'Aadhaar Card is required' };
    await expect(check.validate({ panCard: pan, aadhaarCard: null })).resolves.toEqual(
      missingAadhaar,
    );
    const stop = check.readValuesFrom(() => ({ panCard: null, aadhaarCard: null }));
    stop();
    await expect(check.validate({ panCard: pan, aadhaarCard: null })).resolves.toEqual(
      missingAadhaar,
    );
  });

  test('a failed rule is an error, another fault is not hidden', async () => {
    const check = latestCheck(documents);
    await expect(check.validate({ panCard: null, aadhaarCard: null })).resolves.toEqual({
      panCard: 'PAN Card is required',
      aadhaarCard: 'Aadhaar Card is required',
    });
    const faulty = object({
      name: string().test('fault', 'never shown', () => {
        throw new TypeError('a rule with a bug');
      }),
    });
    await expect(latestCheck(faulty).validate({ name: 'x' })).rejects.toThrow('a rule with a bug');
  });
});
