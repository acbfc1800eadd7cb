import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { media } from '../theme/media';
import { useScrollLock } from './useScrollLock';

type Variant = 'dialog' | 'fullscreen';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'video[controls]',
  'audio[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * The modal dialog pattern (WAI-ARIA APG): focus moves into the dialog and Tab cycles inside
 * it, Escape (and, where asked, a press outside the panel) closes it, and focus returns to the
 * element that opened it. One effect owns all of it, so the listeners come and go together.
 */
function useDialogBehaviour(
  panelRef: RefObject<HTMLDivElement | null>,
  onClose: () => void,
  closeOnOutsidePress: boolean,
): void {
  // The latest onClose, without re-running the effect (which would move focus again).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableIn(panel)[0] ?? panel).focus();

    const outside = (target: EventTarget | null) =>
      target instanceof Node && !panel.contains(target);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panel);
      const index = items.findIndex((item) => item === document.activeElement);
      const step = event.shiftKey ? -1 : 1;
      // A media player at the end has its own controls to Tab through; the focusin guard
      // below brings focus back to the start once the browser moves past them.
      if (index === items.length - 1 && step === 1 && items[index] instanceof HTMLMediaElement)
        return;
      event.preventDefault();
      const next =
        index === -1
          ? items.at(step === 1 ? 0 : -1)
          : items[(index + step + items.length) % items.length];
      (next ?? panel).focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) (focusableIn(panel)[0] ?? panel).focus();
    };
    // Outside press = pressed and released outside the panel; a drag that starts inside (say
    // on the video's timeline) and ends outside does not close it. Closing on click, after
    // the browser's own mousedown focus handling, lets the focus restore below stick.
    let pressedOutside = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = outside(event.target);
    };
    const onClick = (event: MouseEvent) => {
      if (closeOnOutsidePress && pressedOutside && outside(event.target)) onCloseRef.current();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
      if (opener?.isConnected) opener.focus();
    };
  }, [panelRef, closeOnOutsidePress]);
}

const Backdrop = styled.div<{ $variant: Variant }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme, $variant }) => ($variant === 'dialog' ? theme.space.md : '0')};
  background: ${({ theme, $variant }) =>
    $variant === 'dialog' ? theme.colors.overlay : theme.colors.brandStrong};
`;

const Panel = styled.div<{ $variant: Variant }>`
  position: relative;
  display: flex;
  flex-direction: column;
  outline: none;
  ${({ $variant, theme }) =>
    $variant === 'dialog'
      ? css`
          width: min(600px, 100%);
          max-height: calc(100vh - 2 * ${theme.space.md});
          overflow: auto;
          background: ${theme.colors.surface};
          border-radius: ${theme.radii.md};
          box-shadow: ${theme.shadows.raised};
          ${media.upToSmall} {
            border-radius: ${theme.radii.sm};
          }
        `
      : css`
          width: 100%;
          height: 100%;
          color: ${theme.colors.textOnDark};
        `}
`;

interface ModalProps {
  /** Id of the visible heading that names the dialog; or give `label`. */
  labelledBy?: string;
  label?: string;
  onClose: () => void;
  /** Close on a press outside the panel (the support player); the overlay only closes on 'Close'. */
  closeOnOutsidePress?: boolean;
  /** 'dialog': a centred panel (about 600 px wide, full width on phones); 'fullscreen': the whole viewport. */
  variant?: Variant;
  children: ReactNode;
}

/**
 * The site's one modal dialog (support player, event photo overlay). Render it only while it
 * is open: mounting opens it (focus in, page scroll locked), unmounting closes it (lock
 * released, focus back on the opener). It sits in a portal on <body> so no transformed or
 * clipped ancestor can trap its fixed positioning.
 */
export function Modal({
  labelledBy,
  label,
  onClose,
  closeOnOutsidePress = false,
  variant = 'dialog',
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(true);
  useDialogBehaviour(panelRef, onClose, closeOnOutsidePress);
  return createPortal(
    <Backdrop $variant={variant}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        $variant={variant}
      >
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
