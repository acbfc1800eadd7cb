import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../utils/renderWithProviders';
import { fill } from '../../components/form/leadHelpers';
import { KEY_PRESS_PARTS, keyPressRenders } from '../../components/form/keyRenders';

// D46: a key press in a lead form renders the field typed into, not the form around it.
describe('/form (job application) render scope', () => {
  it('a key press renders only its field, not the form, its other fields or the page', async () => {
    const { user } = await renderRoute('/form');
    const form = await screen.findByRole('form', { name: 'Job Application Form' });
    const field = (name: string) => within(form).getByRole('textbox', { name });
    await fill(user, field('Full Name'), 'Ravi');
    await user.tab();
    const address = field('Address');
    const rendered = await keyPressRenders(user, address, 'P');
    expect(address).toHaveValue('P');
    expect(rendered.filter((part) => !KEY_PRESS_PARTS.includes(part))).toEqual(['TextAreaField']);
  });
});
