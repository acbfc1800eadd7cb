/**
 * D43 on /joinus: a photo too large to decode is refused from its header, with the message
 * under its field like the other file messages, and the form sends nothing while it is
 * there, required field or optional. Removing it (or choosing another file) clears it.
 */
import { waitFor, within } from '@testing-library/react';
import {
  captureMultipart,
  fileOfSize,
  MB,
  pdfFile,
  pngFile,
} from '../../components/form/leadHelpers';
import { pngBytes } from '../../utils/imageFiles';
import { fillDistributorText, fillDsaText, openPartnerForm } from './partnerTestUtils';

const TOO_LARGE = 'This photo is too large. Choose one under 40 megapixels.';

jest.setTimeout(20_000);

/** 20000 × 20000 pixels in 140 KB: the PNG that once took the tab's memory up by gigabytes. */
const hugePng = (name: string) =>
  new File([pngBytes({ width: 20000, height: 20000, pixels: new Uint8Array(140 * 1024) })], name, {
    type: 'image/png',
  });

describe('a photo too large to decode (D43)', () => {
  it('is refused under its field, and the DSA form sends nothing while it is chosen', async () => {
    const captured = captureMultipart('/dsa&distbtr/personal/create');
    const opened = await openPartnerForm('DSA');
    const { user, labelled, form, submit } = opened;
    await fillDsaText(opened);
    await user.upload(labelled('Aadhaar Card'), pdfFile('aadhaar.pdf'));
    const panCard = labelled('PAN Card');
    await user.upload(panCard, hugePng('pan.png'));

    await waitFor(() =>
      expect(panCard).toHaveAccessibleDescription(expect.stringContaining(TOO_LARGE)),
    );
    expect(panCard).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(/Selected file: pan\.png/)).toBeInTheDocument();

    await user.click(submit());
    await waitFor(() => expect(panCard).toHaveFocus());
    expect(within(form).getByText(TOO_LARGE)).toBeInTheDocument();
    expect(captured.count).toBe(0);
  });

  it('goes with Remove, and another photo is taken', async () => {
    const { user, labelled, form } = await openPartnerForm('DSA');
    const panCard = labelled('PAN Card');
    await user.upload(panCard, hugePng('pan.png'));
    expect(await within(form).findByText(TOO_LARGE)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove file: PAN Card' }));
    expect(await within(form).findByText('PAN Card is required')).toBeInTheDocument();
    await user.upload(panCard, pngFile('pan-card.png'));
    await waitFor(() => expect(panCard).not.toHaveAttribute('aria-invalid'));
    expect(within(form).queryByText(TOO_LARGE)).not.toBeInTheDocument();
    expect(within(form).getByText(/Selected file: pan-card\.png/)).toBeInTheDocument();
  });

  it('over 25 MB shows the same message, not the 5 MB one', async () => {
    const { user, labelled, form } = await openPartnerForm('DSA');
    await user.upload(labelled('PAN Card'), fileOfSize('pan.jpg', 'image/jpeg', 25 * MB + 1));
    expect(await within(form).findByText(TOO_LARGE)).toBeInTheDocument();
    expect(within(form).queryByText('File must be 5 MB or smaller')).not.toBeInTheDocument();
  });

  it('in an optional field (Distributor documents) holds the form back too', async () => {
    const captured = captureMultipart('/dsa&distbtr/business/create');
    const opened = await openPartnerForm('Distributor');
    const { user, labelled, form, submit } = opened;
    await fillDistributorText(opened);
    await user.upload(labelled('PAN Card'), pdfFile('company-pan.pdf'));
    await user.upload(labelled('GST Certificate'), hugePng('gst.png'));
    expect(await within(form).findByText(TOO_LARGE)).toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(labelled('GST Certificate')).toHaveFocus());
    expect(captured.count).toBe(0);
  });
});
