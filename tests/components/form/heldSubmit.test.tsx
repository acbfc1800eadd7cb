import { screen, waitFor, within } from '@testing-library/react';
import { HELD_SUBMIT_ATTRIBUTE } from '@/lib/heldSubmits';
import { renderRoute } from '../../utils/renderWithProviders';
import { captureJson } from './leadHelpers';

afterEach(() => document.documentElement.removeAttribute(HELD_SUBMIT_ATTRIBUTE));

describe('a submit held before the app ran (D40)', () => {
  it('is taken over by its form when the app starts: checked, and nothing invalid is sent', async () => {
    const captured = captureJson('/api/contactus/create');
    document.documentElement.setAttribute(HELD_SUBMIT_ATTRIBUTE, 'contact-form');
    await renderRoute('/contact');
    const form = await screen.findByRole('form', { name: 'Send us a message' }, { timeout: 5000 });
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(document.documentElement).not.toHaveAttribute(HELD_SUBMIT_ATTRIBUTE);
    expect(captured.count).toBe(0);
  });

  it('is not taken by another form', async () => {
    document.documentElement.setAttribute(HELD_SUBMIT_ATTRIBUTE, 'dsa-form');
    await renderRoute('/contact');
    const form = await screen.findByRole('form', { name: 'Send us a message' }, { timeout: 5000 });
    expect(within(form).queryByText('Name is required')).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute(HELD_SUBMIT_ATTRIBUTE, 'dsa-form');
  });

  it('every lead form and the newsletter box post, so a submit never reaches an address', async () => {
    await renderRoute('/contact');
    const form = await screen.findByRole('form', { name: 'Send us a message' }, { timeout: 5000 });
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByRole('form', { name: 'Newsletter sign-up' })).toHaveAttribute(
      'method',
      'post',
    );
  });
});
