import { act, fireEvent, screen, within } from '@testing-library/react';
import { selectRole } from '@/features/registration/registrationSlice';
import { renderRoute } from '../utils/renderWithProviders';

const main = () => within(screen.getByRole('main'));

async function openJoinUs() {
  const view = await renderRoute('/joinus');
  await main().findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

describe('/joinus (spec section 2)', () => {
  it("greets with 'Start your journey with us' and starts on the DSA form", async () => {
    const { store } = await openJoinUs();
    expect(main().getByRole('heading', { level: 1 })).toHaveTextContent(
      'Start your journey with us',
    );
    expect(main().getByRole('group', { name: 'Choose a role to apply for' })).toBeInTheDocument();
    expect(main().getByRole('radio', { name: 'DSA' })).toBeChecked();
    expect(main().getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    expect(main().queryByRole('heading', { name: 'Business Information' })).toBeNull();
    expect(main().getByRole('button', { name: 'Submit Registration' })).toBeInTheDocument();
    expect(selectRole(store.getState())).toBe('dsa');
  });

  it('switches roles at any time and keeps what was typed in each form', async () => {
    const { user, store } = await openJoinUs();
    const dsa = main().getByRole('form', { name: 'Personal Information' });
    await user.type(within(dsa).getByRole('textbox', { name: 'Full Name' }), 'Meera Joshi');

    await user.click(main().getByRole('radio', { name: 'Distributor' }));
    expect(selectRole(store.getState())).toBe('distributor');
    // The form follows the choice once the tap has painted it.
    expect(await main().findByRole('heading', { name: 'Business Information' })).toBeVisible();
    expect(main().queryByRole('heading', { name: 'Personal Information' })).toBeNull();
    const distributor = main().getByRole('form', { name: 'Business Information' });
    expect(
      within(distributor).getByRole('button', { name: 'Submit Registration' }),
    ).toBeInTheDocument();

    await user.click(main().getByRole('radio', { name: 'DSA' }));
    expect(
      within(await main().findByRole('form', { name: 'Personal Information' })).getByRole(
        'textbox',
        {
          name: 'Full Name',
        },
      ),
    ).toHaveValue('Meera Joshi');
  });

  it('shows the last role chosen when a second switch comes before the first has painted', async () => {
    const { store } = await openJoinUs();
    // fireEvent: two switches with no frame between them.
    fireEvent.click(main().getByRole('radio', { name: 'Distributor' }));
    fireEvent.click(main().getByRole('radio', { name: 'DSA' }));
    expect(selectRole(store.getState())).toBe('dsa');
    expect(main().getByRole('radio', { name: 'DSA' })).toBeChecked();
    // Once the frame of the first switch has painted, the DSA form is still the one shown: the
    // Distributor form never flashed in between.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(main().getByRole('form', { name: 'Personal Information' })).toBeVisible();
    expect(main().queryByRole('form', { name: 'Business Information' })).toBeNull();
  });

  it('describes each role to the visitor', async () => {
    await openJoinUs();
    expect(main().getByRole('radio', { name: 'DSA' })).toHaveAccessibleDescription(
      /Direct Selling Agent/,
    );
    expect(main().getByRole('radio', { name: 'Distributor' })).toHaveAccessibleDescription(
      /businesses/,
    );
  });
});
