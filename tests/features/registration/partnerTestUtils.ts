import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderRoute } from '../../utils/renderWithProviders';

/** Opens /joinus with the given role's form on screen and returns ways to reach its fields. */
export async function openPartnerForm(role: 'DSA' | 'Distributor') {
  const view = await renderRoute('/joinus');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  if (role === 'Distributor')
    await view.user.click(screen.getByRole('radio', { name: 'Distributor' }));
  const heading = role === 'DSA' ? 'Personal Information' : 'Business Information';
  const form = screen.getByRole('form', { name: heading });
  const inForm = within(form);
  return {
    ...view,
    form,
    text: (name: string) => inForm.getByRole('textbox', { name }),
    /** Inputs without a role (date, file) by the start of their label. */
    labelled: (label: string) =>
      inForm.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`), { selector: 'input' }),
    submit: () => inForm.getByRole('button', { name: 'Submit Registration' }),
  };
}

export type PartnerForm = Awaited<ReturnType<typeof openPartnerForm>>;

/**
 * Focuses the control without choosing anything (a click would pick a radio), optionally
 * types, then leaves it: the field is then "touched".
 */
export async function touch(user: UserEvent, control: HTMLElement, value = '') {
  act(() => control.focus());
  if (value) await user.type(control, value);
  await user.tab();
}
