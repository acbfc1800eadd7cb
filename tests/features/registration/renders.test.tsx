import { fireEvent, screen } from '@testing-library/react';
import { commits } from '../../utils/renderTracker';
import { fill } from '../../components/form/leadHelpers';
import { KEY_PRESS_PARTS, keyPressRenders } from '../../components/form/keyRenders';
import { fillDsaText, openPartnerForm } from './partnerTestUtils';

jest.setTimeout(30_000);

// D46: a gesture on /joinus renders what it changes.
describe('/joinus render scope', () => {
  it('a key press in the DSA form renders only its field, not the form or the other role', async () => {
    const opened = await openPartnerForm('DSA');
    await fill(opened.user, opened.text('Full Name'), 'Meera Joshi');
    const city = opened.text('City');
    const rendered = await keyPressRenders(opened.user, city, 'P');
    expect(city).toHaveValue('P');
    expect(rendered.filter((part) => !KEY_PRESS_PARTS.includes(part))).toEqual(['TextField']);
  });

  it('switching roles on a filled form renders the toggle and the two panels, not the page or the forms', async () => {
    const opened = await openPartnerForm('DSA');
    await fillDsaText(opened);
    const distributor = screen.getByRole('radio', { name: 'Distributor' });
    const recorded = await commits(async () => {
      // fireEvent: the tap's own work, and nothing after it, before the first look.
      fireEvent.click(distributor);
      expect(distributor).toBeChecked();
      expect(screen.getByRole('form', { name: 'Personal Information' })).toBeVisible();
      await screen.findByRole('form', { name: 'Business Information' });
    });
    expect(screen.queryByRole('form', { name: 'Personal Information' })).not.toBeInTheDocument();
    const [tap, ...after] = recorded.filter((names) => names.length > 0);
    // The tap paints the toggle's new choice; the forms change places once it has painted
    // (src/hooks/useAfterPaint.ts), in a later commit of the two panels.
    expect(tap).toContain('RoleToggle');
    expect(after.flat()).toContain('RolePanel');
    for (const other of [
      'JoinUsPage',
      'JoinUsIntro',
      'PageMeta',
      'DsaForm',
      'DistributorForm',
      'PartnerForm',
      'LeadForm',
      'TextField',
    ]) {
      expect(recorded.flat()).not.toContain(other);
    }
    // Switching back finds the DSA form as it was left.
    await opened.user.click(screen.getByRole('radio', { name: 'DSA' }));
    await screen.findByRole('form', { name: 'Personal Information' });
    expect(opened.text('Full Name')).toHaveValue('Meera Joshi');
  });
});
