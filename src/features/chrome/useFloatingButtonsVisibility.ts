import { useEffect } from 'react';
import { FLOATING_BUTTONS_THRESHOLD_PX } from '@/config/scroll';
import { useAppDispatch } from '@/store/hooks';
import { floatingButtonsVisibilityChanged } from './chromeSlice';

/** Spec section 4: floating buttons are visible only while scrolled more than 300 px. */
export function useFloatingButtonsVisibility(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let frame = 0;
    let visible: boolean | undefined;
    const update = () => {
      frame = 0;
      const next = window.scrollY > FLOATING_BUTTONS_THRESHOLD_PX;
      if (next !== visible) {
        visible = next;
        dispatch(floatingButtonsVisibilityChanged(next));
      }
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
  }, [dispatch]);
}
