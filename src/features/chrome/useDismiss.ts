import { useEffect, type RefObject } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch } from '@/store/hooks';

/**
 * While `active`, a pointer press outside `ref` or the Escape key dispatches `close()`; Escape
 * also puts focus back on `returnFocus`, the control that opened it.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  close: () => UnknownAction,
  returnFocus: RefObject<HTMLElement | null>,
): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target))
        dispatch(changeOnly(close()));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(changeOnly(close()));
      returnFocus.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, active, close, returnFocus, dispatch]);
}
