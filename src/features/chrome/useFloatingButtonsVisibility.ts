import { useEffect } from 'react';
import { FLOATING_BUTTONS_THRESHOLD_PX, PAGE_END_TOLERANCE_PX } from '@/config/scroll';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import {
  floatingButtonsVisibilityChanged,
  pageEndChanged,
  selectAtPageEnd,
  selectFloatingButtonsVisible,
} from './chromeSlice';

/**
 * Spec section 4: floating buttons are visible only while scrolled more than 300 px; and D44:
 * at the end of the page scrolling down is no help. Checked once per animation frame while
 * scrolling, and each answer dispatched only when it differs from the store's (the one record
 * of it): a page opened at the top, where they are hidden from the start, logs nothing, and
 * neither does a scroll that stays on one side of either line.
 */
export function useFloatingButtonsVisibility(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const state = store.getState();
      const visible = window.scrollY > FLOATING_BUTTONS_THRESHOLD_PX;
      if (visible !== selectFloatingButtonsVisible(state)) {
        dispatch(floatingButtonsVisibilityChanged(visible));
      }
      // Only read while the buttons show: it decides nothing else.
      if (!visible) return;
      const end =
        window.scrollY + window.innerHeight >=
        document.documentElement.scrollHeight - PAGE_END_TOLERANCE_PX;
      if (end !== selectAtPageEnd(state)) dispatch(pageEndChanged(end));
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [dispatch, store]);
}
