import { object, ValidationError, type AnyObjectSchema } from 'yup';
import {
  DOCUMENT_TYPES,
  fileRule,
  MAX_FILE_BYTES,
  PDF_TYPES,
  trimmed,
} from '@/components/form/rules';
import { fileOfSize, oversizedFile, pdfFile, pngFile } from './leadHelpers';

const messages = (schema: AnyObjectSchema, value: unknown) =>
  schema
    .validate({ file: value }, { abortEarly: false })
    .then(() => [])
    .catch((error: unknown) => (error instanceof ValidationError ? error.errors : [String(error)]));

describe('shared form rules', () => {
  const required = object({
    file: fileRule({ types: PDF_TYPES, typeMessage: 'type', requiredMessage: 'required' }),
  });
  const optional = object({ file: fileRule({ types: DOCUMENT_TYPES, typeMessage: 'type' }) });

  it('a required file: missing, wrong type, too large, each with its own message', async () => {
    expect(await messages(required, null)).toEqual(['required']);
    expect(await messages(required, pngFile())).toEqual(['type']);
    expect(await messages(required, oversizedFile('big.pdf', 'application/pdf'))).toEqual([
      'forms.errors.fileTooLarge',
    ]);
    expect(await messages(required, pdfFile())).toEqual([]);
  });

  it('allows exactly 5 MB (D15)', async () => {
    const atLimit = fileOfSize('a.pdf', 'application/pdf', MAX_FILE_BYTES);
    expect(await messages(required, atLimit)).toEqual([]);
  });

  it('an optional file may be absent but is still checked when given', async () => {
    expect(await messages(optional, null)).toEqual([]);
    expect(await messages(optional, pngFile())).toEqual([]);
    expect(await messages(optional, new File(['x'], 'x.gif', { type: 'image/gif' }))).toEqual([
      'type',
    ]);
  });

  it('trims text values and leaves files alone', () => {
    const file = pdfFile();
    expect(trimmed({ name: '  Asha ', count: 'x', file })).toEqual({
      name: 'Asha',
      count: 'x',
      file,
    });
  });
});
