import { object, ValidationError } from 'yup';
import { contentType } from '@/components/form/fileContent';
import { DOCUMENT_TYPES, fileRule, PDF_TYPES } from '@/components/form/rules';
import { fileOfSize, jpegFile, MB, pdfFile, pngFile } from './leadHelpers';

const messageFor = (types: readonly string[], file: File | null) =>
  object({ file: fileRule({ types, typeMessage: 'type', requiredMessage: 'required' }) })
    .validate({ file }, { abortEarly: false })
    .then(() => [])
    .catch((error: unknown) => (error instanceof ValidationError ? error.errors : [String(error)]));

/** A Windows program renamed to look like a document: its type comes from the name. */
const renamedProgram = (name: string, type: string) =>
  new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], name, { type });

describe('files judged by their first bytes (D40)', () => {
  it('knows a PDF, a JPEG and a PNG by their content, and nothing else', async () => {
    expect(await contentType(pdfFile())).toBe('application/pdf');
    expect(await contentType(jpegFile())).toBe('image/jpeg');
    expect(await contentType(pngFile())).toBe('image/png');
    expect(await contentType(renamedProgram('a.pdf', 'application/pdf'))).toBeNull();
    expect(await contentType(new File(['%PD'], 'short.pdf'))).toBeNull();
  });

  it('refuses a renamed program with the field own type message', async () => {
    expect(await messageFor(PDF_TYPES, renamedProgram('resume.pdf', 'application/pdf'))).toEqual([
      'type',
    ]);
    expect(await messageFor(DOCUMENT_TYPES, renamedProgram('pan.jpg', 'image/jpeg'))).toEqual([
      'type',
    ]);
  });

  it('refuses a file whose content is another kind than its reported type', async () => {
    const pngAsPdf = new File([await pngFile().arrayBuffer()], 'scan.pdf', {
      type: 'application/pdf',
    });
    expect(await messageFor(DOCUMENT_TYPES, pngAsPdf)).toEqual(['type']);
    // A PNG is no resume, whatever it is called.
    expect(await messageFor(PDF_TYPES, pngFile('resume.png'))).toEqual(['type']);
  });

  it('refuses an empty file with its own message', async () => {
    const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
    expect(await messageFor(PDF_TYPES, empty)).toEqual(['forms.errors.fileEmpty']);
  });

  it('accepts a real PDF whose picker reported no type', async () => {
    const untyped = new File([await pdfFile().arrayBuffer()], 'aadhaar.pdf', { type: '' });
    expect(await messageFor(DOCUMENT_TYPES, untyped)).toEqual([]);
    expect(await messageFor(PDF_TYPES, untyped)).toEqual([]);
  });

  it('shows the type message, not the limit, for a large file of the wrong kind', async () => {
    const large = new File([new Uint8Array(5 * MB + 1)], 'big.pdf', { type: 'application/pdf' });
    expect(await messageFor(PDF_TYPES, large)).toEqual(['type']);
    expect(
      await messageFor(PDF_TYPES, fileOfSize('big.pdf', 'application/pdf', 5 * MB + 1)),
    ).toEqual(['forms.errors.fileTooLarge']);
  });
});
