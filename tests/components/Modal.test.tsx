import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { Modal } from '@/components/Modal';
import { renderWithProviders } from '../utils/renderWithProviders';

/** A page with an opener button and a dialog holding two buttons. */
function Harness({ closeOnOutsidePress = false }: { closeOnOutsidePress?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      {open && (
        <Modal labelledBy="dialog-title" onClose={close} closeOnOutsidePress={closeOnOutsidePress}>
          <h2 id="dialog-title">Dialog title</h2>
          <button type="button" onClick={close}>
            Close
          </button>
          <button type="button">Other action</button>
        </Modal>
      )}
    </>
  );
}

async function openHarness(closeOnOutsidePress = false) {
  const view = await renderWithProviders(<Harness closeOnOutsidePress={closeOnOutsidePress} />);
  const opener = screen.getByRole('button', { name: 'Open dialog' });
  await view.user.click(opener);
  return { ...view, opener, dialog: screen.getByRole('dialog', { name: 'Dialog title' }) };
}

describe('Modal', () => {
  afterEach(() => document.body.classList.remove('scroll-locked'));

  it('is a labelled modal dialog that takes focus and locks page scrolling', async () => {
    const { dialog } = await openHarness();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body).toHaveClass('scroll-locked');
  });

  // Tab and Shift+Tab staying inside, and nothing behind taking focus, are the browser's modal
  // dialog (the page behind is inert), which jsdom lacks: tests/e2e/content.e2e.ts checks them.

  it('closes on Escape, unlocks scrolling and returns focus to the opener', async () => {
    const { user, opener } = await openHarness();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(opener).toHaveFocus();
  });

  it('returns focus to the opener when closed from inside', async () => {
    const { user, opener, dialog } = await openHarness();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a press outside the panel only where asked', async () => {
    const kept = await openHarness(false);
    // A click on the ::backdrop targets the <dialog> itself.
    await kept.user.click(kept.dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    kept.unmount();

    const closing = await openHarness(true);
    await closing.user.click(within(closing.dialog).getByRole('heading'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await closing.user.click(closing.dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(closing.opener).toHaveFocus();
  });

  it('can be named by a label instead of a heading', async () => {
    await renderWithProviders(
      <Modal label="Photo 1 of 3" onClose={() => undefined} variant="fullscreen">
        <button type="button">Close</button>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
  });
});
