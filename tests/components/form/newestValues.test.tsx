/**
 * A lead form's check is of the values the form holds, not those of its last render
 * (src/components/form/latestCheck.ts). Two prepared files that arrive together, the second
 * before the render of the first: Formik checked the second beside the first field as last
 * rendered, empty, and the page said the first was required beside its chosen file. Leaving a
 * field then removed the line and moved the submit button under the press (WebKit's DSA
 * journey lost its submit 5 runs in 30 on a loaded machine).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { mixed, object } from 'yup';
import { FileField, ValidatedForm } from '@/components/form';
import { latestCheck } from '@/components/form/latestCheck';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { pdfFile } from './leadHelpers';

// Decided at once, as "required" is: a check of these ends before the next render.
const schema = object({
  first: mixed<File>()
    .nullable()
    .test('required', 'forms.errors.fileTooLarge', (file) => !!file),
  second: mixed<File>()
    .nullable()
    .test('required', 'forms.errors.documentType', (file) => !!file),
});

/** A preparation (a photo being shrunk) that ends when the test says. */
function heldPreparation() {
  let finish = () => undefined as void;
  const prepare = (file: File) =>
    new Promise<File>((resolve) => {
      finish = () => resolve(file);
    });
  return { prepare, finish: () => finish() };
}

async function renderForm() {
  const first = heldPreparation();
  const second = heldPreparation();
  const check = latestCheck(schema);
  await renderWithProviders(
    <>
      <h2 id="two-heading">Two documents</h2>
      <Formik
        initialValues={{ first: null, second: null }}
        validate={check.validate}
        onSubmit={() => undefined}
      >
        <ValidatedForm id="two" labelledBy="two-heading" check={check}>
          <FileField name="first" label="First" accept="application/pdf" prepare={first.prepare} />
          <FileField
            name="second"
            label="Second"
            accept="application/pdf"
            prepare={second.prepare}
          />
        </ValidatedForm>
      </Formik>
    </>,
  );
  const picker = (name: string) =>
    screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });
  return { first, second, picker };
}

describe("a lead form's check of two files prepared together", () => {
  it('says nothing is missing once both are in their fields', async () => {
    const { first, second, picker } = await renderForm();
    const choose = (name: string, file: File) =>
      fireEvent.change(picker(name), { target: { files: [file] } });

    // Chosen one after the other; both preparations end in the same moment, the second's
    // value set before the first's has rendered.
    await act(async () => {
      choose('First', pdfFile('first.pdf'));
      choose('Second', pdfFile('second.pdf'));
      first.finish();
      second.finish();
      // The checks end within this task: before React renders what the preparations set.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    // Every check has ended: each decides at once, and a task has passed since.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText(/Selected file: first\.pdf/)).toBeInTheDocument();
    expect(screen.getByText(/Selected file: second\.pdf/)).toBeInTheDocument();
    expect(screen.queryByText('File must be 5 MB or smaller')).not.toBeInTheDocument();
    expect(screen.queryByText('File must be a PDF, JPEG or PNG')).not.toBeInTheDocument();
    expect(picker('First')).not.toHaveAttribute('aria-invalid');
    expect(picker('Second')).not.toHaveAttribute('aria-invalid');
  });
});
