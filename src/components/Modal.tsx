import { useEffect, useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '@/theme/media';
import { theme } from '@/theme/theme';
import { useScrollLock } from '@/hooks/useScrollLock';
import { afterPaint } from '@/lib/afterPaint';

type Variant = 'dialog' | 'fullscreen';

/**
 * A native <dialog> opened with showModal(): the browser puts it in the top layer, makes the
 * rest of the page inert (so Tab stays inside and nothing behind can be clicked) and fires
 * `cancel` on Escape. Its own margin and padding go: the panel is the whole element, so a click
 * whose target is the dialog itself landed on its ::backdrop, outside the panel.
 */
const Dialog = styled.dialog<{ $variant: Variant }>`
  padding: 0;
  border: 0;
  outline: none;
  overflow: hidden;
  ${({ $variant }) =>
    $variant === 'dialog'
      ? css`
          width: min(600px, calc(100% - 2 * ${theme.space.md}));
          color: inherit;
          max-width: none;
          max-height: calc(100vh - 2 * ${theme.space.md});
          background: ${theme.colors.surface};
          border-radius: ${theme.radii.md};
          box-shadow: ${theme.shadows.raised};
          ${media.upToSmall} {
            border-radius: ${theme.radii.sm};
          }
          &::backdrop {
            background: ${theme.colors.overlay};
          }
        `
      : css`
          width: 100%;
          height: 100%;
          max-width: none;
          max-height: none;
          margin: 0;
          background: ${theme.colors.brandStrong};
          color: ${theme.colors.textOnDark};
        `}
`;

/**
 * Fills the dialog, so every click inside the panel has a target inside it. The centred dialog
 * takes its height from the panel: a panel at `height: 100%` of it collapsed it to 0 px in
 * WebKit (Safari showed the backdrop and no player, D45).
 */
const Panel = styled.div<{ $variant: Variant }>`
  display: flex;
  flex-direction: column;
  height: ${({ $variant }) => ($variant === 'dialog' ? 'auto' : '100%')};
  max-height: inherit;
  overflow: ${({ $variant }) => ($variant === 'dialog' ? 'auto' : 'hidden')};
`;

function openModal(dialog: HTMLDialogElement): () => void {
  dialog.showModal();
  return () => undefined;
}

/**
 * showModal() makes the whole page behind inert, a restyle of every element in the tap's task.
 * Where popovers exist, the tap's frame shows the dialog as a manual popover (top layer,
 * backdrop, focus inside) and it turns modal once that frame has painted; Escape in between
 * closes it (docs/performance.md, "Opening a modal dialog"). Returns what undoes a step to come.
 */
function openInTwoFrames(dialog: HTMLDialogElement, onEscape: () => void): () => void {
  if (typeof dialog.showPopover !== 'function') return openModal(dialog);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape();
  };
  let pending = true;
  const settle = () => {
    pending = false;
    document.removeEventListener('keydown', onKey);
    dialog.hidePopover();
  };
  dialog.popover = 'manual';
  dialog.showPopover();
  document.addEventListener('keydown', onKey);
  afterPaint(() => {
    if (!pending) return;
    // Else hidePopover() hands the focus back to the opener on its way in again.
    if (document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement))
      document.activeElement.blur();
    settle();
    dialog.removeAttribute('popover');
    dialog.showModal();
  });
  return () => {
    if (pending) settle();
  };
}

interface ModalProps {
  /** Id of the visible heading that names the dialog; or give `label`. */
  labelledBy?: string;
  label?: string;
  onClose: () => void;
  /** Close on a press outside the panel (the support player); the overlay only closes on 'Close'. */
  closeOnOutsidePress?: boolean;
  /** 'dialog': a centred panel (about 600 px wide, full width on phones); 'fullscreen': the whole viewport. */
  variant?: Variant;
  /** Modal in the tap's frame: a dialog typed into at once (search), not in two frames. */
  modalAtOnce?: boolean;
  children: ReactNode;
}

/**
 * The site's one modal dialog (support player, event photo overlay, search). Render it only
 * while it is open: mounting opens it (openInTwoFrames; page scroll locked), unmounting closes
 * it (lock released, focus back on the control that opened it). It is rendered where it is
 * used; the top layer, not a portal, keeps it above everything.
 */
export function Modal({
  labelledBy,
  label,
  onClose,
  closeOnOutsidePress = false,
  variant = 'dialog',
  modalAtOnce = false,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest onClose, without re-running the effect (which would move focus again).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useScrollLock(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const cancelOpening = modalAtOnce
      ? openModal(dialog)
      : openInTwoFrames(dialog, () => onCloseRef.current());
    // Escape: the page's state closes the dialog (it unmounts), not the browser.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // A browser may close it anyway (it may refuse to cancel a second Escape without a user
    // gesture in between); the page then follows. A `close` event still queued from an earlier
    // close() finds it open again (React's development run closes and reopens it at once on
    // mount): that one is stale, and following it would shut the player as it opens.
    const onNativeClose = () => {
      if (!dialog.open) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      cancelOpening();
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // `modalAtOnce` is fixed for a dialog's life: opened once, as it mounts.
  }, [modalAtOnce]);

  // Outside press = pressed and released on the backdrop; a drag that starts inside (say on
  // the video's timeline) and ends outside does not close it.
  const pressedOutside = useRef(false);
  const outside = closeOnOutsidePress
    ? {
        onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
          pressedOutside.current = event.target === event.currentTarget;
        },
        onClick: (event: MouseEvent<HTMLDialogElement>) => {
          if (pressedOutside.current && event.target === event.currentTarget) onClose();
        },
      }
    : {};

  return (
    // The backdrop click is the pointer's counterpart of Escape, which `cancel` handles.
    <Dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      $variant={variant}
      {...outside}
    >
      <Panel $variant={variant}>{children}</Panel>
    </Dialog>
  );
}
