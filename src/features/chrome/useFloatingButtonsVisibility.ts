import { useEffect } from 'react';
import { FLOATING_BUTTONS_THRESHOLD_PX } from '@/config/scroll';
import { watchScroll } from '@/lib/watchScroll';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { floatingButtonsVisibilityChanged, selectFloatingButtonsVisible } from './chromeSlice';

/**
 * Spec section 4: floating buttons are visible only while scrolled more than 300 px. Checked
 * once per animation frame while scrolling, and dispatched only when the answer differs from
 * the store's (the one record of it): a page opened at the top, where they are hidden from
 * the start, logs nothing, and neither does a scroll that stays on one side of the line.
 */
export function useFloatingButtonsVisibility(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(
    () =>
      watchScroll(() => {
        const visible = window.scrollY > FLOATING_BUTTONS_THRESHOLD_PX;
        if (visible !== selectFloatingButtonsVisible(store.getState())) {
          dispatch(floatingButtonsVisibilityChanged(visible));
        }
      }),
    [dispatch, store],
  );
}
