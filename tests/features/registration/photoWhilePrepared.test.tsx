/**
 * D15, D43 on /joinus: a photo still being made ready (read, shrunk) once its choice has
 * painted is shown as being prepared. Its field is not empty meanwhile, so leaving it says
 * nothing is missing, and the form does not grow a line when the prepared photo takes its
 * place: in WebKit and Firefox the row appeared only then, under a press on "Submit
 * Registration", and the submit was lost.
 */
import { waitFor, within } from '@testing-library/react';
import { pngFile } from '../../components/form/leadHelpers';
import { openPartnerForm } from './partnerTestUtils';

/** A photo on slow storage: reading all of it waits until the test lets it arrive. */
function slowPhoto(name: string) {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  class SlowFile extends File {
    override async arrayBuffer(): Promise<ArrayBuffer> {
      await arrived;
      return super.arrayBuffer();
    }
  }
  return { photo: new SlowFile([pngFile(name)], name, { type: 'image/png' }), arrive };
}

describe('a photo being made ready', () => {
  it('shows once the choice has painted, counts as chosen, and is replaced by the ready photo in place', async () => {
    const { user, labelled, text, form } = await openPartnerForm('DSA');
    const panCard = labelled('PAN Card');
    const { photo, arrive } = slowPhoto('pan-card.png');

    await user.upload(panCard, photo);
    expect(await within(form).findByText('Preparing pan-card.png…')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Remove file: PAN Card' })).toBeVisible();

    // Leaving the photo's field, then an empty one: the check that finds the name missing
    // finds nothing missing in the photo's.
    await user.click(text('Full Name'));
    await user.tab();
    await waitFor(() => expect(text('Full Name')).toHaveAccessibleDescription('Required'));
    expect(within(form).queryByText('PAN Card is required')).not.toBeInTheDocument();
    expect(panCard).not.toHaveAttribute('aria-invalid');

    arrive();
    expect(await within(form).findByText(/^Selected file: pan-card\.png \(/)).toBeInTheDocument();
    expect(within(form).queryByText('Preparing pan-card.png…')).not.toBeInTheDocument();
    await waitFor(() => expect(panCard).not.toHaveAttribute('aria-invalid'));
  });
});
