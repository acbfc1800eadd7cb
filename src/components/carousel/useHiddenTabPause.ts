import { useEffect } from 'react';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch } from '@/store/hooks';
import { pauseChanged, type CarouselId } from './carouselsSlice';

/** No one watches a hidden tab: its carousel stops, so the action log stays quiet too. */
export function useHiddenTabPause(id: CarouselId): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const update = () => {
      const paused = document.visibilityState === 'hidden';
      dispatch(changeOnly(pauseChanged({ id, reason: 'hiddenTab', paused })));
    };
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, [dispatch, id]);
}
