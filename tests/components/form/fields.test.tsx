import { screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import { mixed, object, string } from 'yup';
import {
  FileField,
  FormStatus,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
  ValidatedForm,
} from '@/components/form';
import { latestCheck } from '@/components/form/latestCheck';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { pdfFile } from './leadHelpers';

// Schema messages are translation keys; these resolve to the shared English texts.
const schema = object({
  name: string().required('forms.errors.fileTooLarge'),
  notes: string(),
  choice: string().required('forms.errors.documentType'),
  radio: string().required('forms.errors.documentType'),
  file: mixed<File>()
    .nullable()
    .test('req', 'forms.errors.fileTooLarge', (file) => !!file),
});

const check = latestCheck(schema);

const initialValues = { name: '', notes: '', choice: '', radio: '', file: null as File | null };

async function renderHarness() {
  const view = await renderWithProviders(
    <>
      <h2 id="demo-heading">Demo form</h2>
      <Formik
        initialValues={initialValues}
        validate={check.validate}
        onSubmit={(_values, { resetForm }) => resetForm()}
      >
        <ValidatedForm id="demo" labelledBy="demo-heading" check={check}>
          <TextField name="name" label="Name" hint="As on your ID" required />
          <TextAreaField name="notes" label="Notes" />
          <SelectField
            name="choice"
            label="Choice"
            placeholder="Pick one"
            options={[{ value: 'a', label: 'Option A' }]}
            required
          />
          <RadioGroupField
            name="radio"
            label="Radio"
            options={[
              { value: 'x', label: 'X' },
              { value: 'y', label: 'Y' },
            ]}
            required
          />
          <FileField name="file" label="Document" accept="application/pdf" required />
          <button type="submit">Send</button>
        </ValidatedForm>
      </Formik>
    </>,
  );
  return view;
}

describe('Formik-bound fields', () => {
  it('label each control, mark it required and describe it by its hint', async () => {
    await renderHarness();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('id', 'demo-name');
    expect(name).toBeRequired();
    expect(name).toHaveAccessibleDescription('As on your ID');
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Choice' })).toBeRequired();
    expect(screen.getByRole('group', { name: 'Radio' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Demo form' })).toHaveAttribute('novalidate');
  });

  it('show an error only after the field is touched, tied by aria-describedby', async () => {
    const { user } = await renderHarness();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.click(name);
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(await screen.findByText('File must be 5 MB or smaller')).toHaveAttribute(
      'id',
      'demo-name-error',
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on your ID File must be 5 MB or smaller');
  });

  it('focus the first invalid control in page order after a failed submit', async () => {
    const { user } = await renderHarness();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // After the errors' paint (E9): the focus is a task of its own.
    const choice = screen.getByRole('combobox', { name: 'Choice' });
    await waitFor(() => expect(choice).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'X' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('show the chosen file, remove it on request and empty the picker on reset', async () => {
    const { user } = await renderHarness();
    const picker = screen.getByLabelText<HTMLInputElement>(/^Document/, { selector: 'input' });
    await user.upload(picker, pdfFile('cv.pdf'));
    expect(screen.getByText(/Selected file: cv\.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove file: Document' }));
    expect(picker.files).toHaveLength(0);
    expect(picker).toHaveFocus();
    expect(
      await screen.findByText('File must be 5 MB or smaller', { selector: '#demo-file-error' }),
    ).toBeInTheDocument();

    // A successful submit resets Formik to null; the browser's own picker must follow.
    await user.upload(picker, pdfFile('again.pdf'));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Choice' }), 'a');
    await user.click(screen.getByRole('radio', { name: 'Y' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // Formik validates (yup, asynchronously) before it submits and resets: wait for the reset,
    // not for one microtask, which a loaded CI machine can outrun.
    await waitFor(() => expect(picker.files).toHaveLength(0));
    expect(screen.queryByText(/Selected file/)).not.toBeInTheDocument();
  });

  it('draw the file picker in the page: the field names the real input, which reads what is chosen', async () => {
    const { user } = await renderHarness();
    const picker = screen.getByLabelText<HTMLInputElement>(/^Document/, { selector: 'input' });
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAccessibleName('Document');
    expect(picker).toHaveAccessibleDescription('No file chosen');
    // The button a visitor sees is a label of the input: pressing it opens the picker.
    expect(screen.getByText('Choose file', { selector: 'label' })).toHaveAttribute(
      'for',
      picker.id,
    );
    await user.upload(picker, pdfFile('cv.pdf'));
    expect(picker).toHaveAccessibleDescription(/^Selected file: cv\.pdf \(/);
  });

  it('show every error alike, a bare "Required" as a file\'s own message', async () => {
    const { user } = await renderHarness();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const textError = await screen.findByText('File must be 5 MB or smaller', {
      selector: '#demo-name-error',
    });
    const fileError = screen.getByText('File must be 5 MB or smaller', {
      selector: '#demo-file-error',
    });
    const radioError = screen.getByText('File must be a PDF, JPEG or PNG', {
      selector: '#demo-radio-error',
    });
    for (const error of [fileError, radioError]) {
      expect(error.className).toBe(textError.className);
      expect(error.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('FormStatus keeps its live region in the page while empty', async () => {
    await renderWithProviders(
      <>
        <FormStatus tone="success" message={null} />
        <FormStatus tone="error" message="Could not send" />
      </>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send');
  });
});
