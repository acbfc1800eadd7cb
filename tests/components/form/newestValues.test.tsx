/**
 * What a lead form says of a file field belongs to the file in it.
 * - Its check is of the values the form holds, not those of its last render
 *   (src/components/form/latestCheck.ts). Two prepared files that arrived together, the second
 *   before the render of the first: Formik checked the second beside the first field as last
 *   rendered, empty, and the page said the first was required beside its chosen file. Leaving
 *   a field then removed the line and moved the submit button under the press (WebKit's DSA
 *   journey lost its submit 5 runs in 30 on a loaded machine).
 * - A file taken in marks its field visited only once its own check has ended
 *   (src/components/form/FileField.tsx): marked with it, the field showed what the last check
 *   said of it empty ("PAN Card is required") until the new file's bytes were read (Firefox's
 *   journey showed the line for a frame).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { mixed, object, type AnyObjectSchema } from 'yup';
import { FileField, ValidatedForm } from '@/components/form';
import { latestCheck } from '@/components/form/latestCheck';
import { DOCUMENT_TYPES, fileRule } from '@/components/form/rules';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { pdfFile } from './leadHelpers';

const PAN_REQUIRED = 'registration.errors.panCardRequired';
const AADHAAR_REQUIRED = 'registration.errors.aadhaarCardRequired';

/** A preparation (a photo being shrunk) that ends when the test says. */
function heldPreparation() {
  let finish: (ready?: File) => void = () => undefined;
  const prepare = (file: File) =>
    new Promise<File>((resolve) => {
      finish = (ready) => resolve(ready ?? file);
    });
  /** Ends the preparation with the file as chosen, or with `ready` made from it. */
  return { prepare, finish: (ready?: File) => finish(ready) };
}

/** A PDF on slow storage: its first bytes, read for its type, arrive when the test says. */
function slowPdf(name: string) {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  class SlowFile extends File {
    override slice(...range: Parameters<Blob['slice']>): Blob {
      const part = super.slice(...range);
      const read = () => Blob.prototype.arrayBuffer.call(part);
      return Object.assign(part, { arrayBuffer: () => arrived.then(read) });
    }
  }
  return { file: new SlowFile([pdfFile(name)], name, { type: 'application/pdf' }), arrive };
}

/** The PAN card's and the Aadhaar card's fields in a form checked by `schema`, as LeadForm checks. */
async function renderDocuments(
  schema: AnyObjectSchema,
  prepare: { pan?: (file: File) => Promise<File>; aadhaar?: (file: File) => Promise<File> },
) {
  const check = latestCheck(schema);
  await renderWithProviders(
    <>
      <h2 id="docs-heading">Documents</h2>
      <Formik
        initialValues={{ panCard: null, aadhaarCard: null }}
        validate={check.validate}
        onSubmit={() => undefined}
      >
        <ValidatedForm id="docs" labelledBy="docs-heading" check={check}>
          <FileField
            name="panCard"
            label="PAN Card"
            accept="application/pdf"
            prepare={prepare.pan}
          />
          <FileField
            name="aadhaarCard"
            label="Aadhaar Card"
            accept="application/pdf"
            prepare={prepare.aadhaar}
          />
        </ValidatedForm>
      </Formik>
    </>,
  );
  const picker = (name: string) =>
    screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });
  const choose = (name: string, file: File) =>
    fireEvent.change(picker(name), { target: { files: [file] } });
  return { picker, choose };
}

/** Lets every check started so far end, and React render what they set. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('what a lead form says of its file fields', () => {
  it('says nothing is missing once two files prepared together are in their fields', async () => {
    // Only "required", decided at once: a check of these ends before the next render.
    const present = (message: string) =>
      mixed<File>()
        .nullable()
        .test('required', message, (file) => !!file);
    const pan = heldPreparation();
    const aadhaar = heldPreparation();
    const { picker, choose } = await renderDocuments(
      object({ panCard: present(PAN_REQUIRED), aadhaarCard: present(AADHAAR_REQUIRED) }),
      { pan: pan.prepare, aadhaar: aadhaar.prepare },
    );

    // Chosen one after the other; both preparations end in the same moment, the second's
    // value set before the first's has rendered.
    await act(async () => {
      choose('PAN Card', pdfFile('pan.pdf'));
      choose('Aadhaar Card', pdfFile('aadhaar.pdf'));
      pan.finish();
      aadhaar.finish();
      // The checks end within this task: before React renders what the preparations set.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    await nextTask();
    expect(screen.getByText(/Selected file: pan\.pdf/)).toBeInTheDocument();
    expect(screen.getByText(/Selected file: aadhaar\.pdf/)).toBeInTheDocument();
    expect(screen.queryByText('PAN Card is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Aadhaar Card is required')).not.toBeInTheDocument();
    expect(picker('PAN Card')).not.toHaveAttribute('aria-invalid');
    expect(picker('Aadhaar Card')).not.toHaveAttribute('aria-invalid');
  });

  it('never shows, beside a file it takes in, what it said of the field empty', async () => {
    const document = (requiredMessage: string) =>
      fileRule({
        types: DOCUMENT_TYPES,
        typeMessage: 'forms.errors.documentType',
        requiredMessage,
      });
    const pan = heldPreparation();
    const { picker, choose } = await renderDocuments(
      object({ panCard: document(PAN_REQUIRED), aadhaarCard: document(AADHAAR_REQUIRED) }),
      { pan: pan.prepare },
    );
    // The Aadhaar file's check finds the PAN card missing (not shown: nobody has been there).
    choose('Aadhaar Card', pdfFile('aadhaar.pdf'));
    expect(await screen.findByText(/Selected file: aadhaar\.pdf/)).toBeInTheDocument();
    await nextTask();

    // The PAN card, made ready as a new file whose first bytes take a while to read.
    const { file: ready, arrive } = slowPdf('pan.pdf');
    choose('PAN Card', pdfFile('pan.pdf'));
    await act(async () => {
      pan.finish(ready);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText(/Selected file: pan\.pdf/)).toBeInTheDocument();
    expect(screen.queryByText('PAN Card is required')).not.toBeInTheDocument();
    expect(picker('PAN Card')).not.toHaveAttribute('aria-invalid');

    await act(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByText('PAN Card is required')).not.toBeInTheDocument();
    expect(picker('PAN Card')).not.toHaveAttribute('aria-invalid');
  });
});
