import { useEffect } from 'react';
import { PAGE_END_TOLERANCE_PX } from '@/config/scroll';
import { watchScroll } from '@/lib/watchScroll';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { pageEndChanged, selectAtPageEnd } from './chromeSlice';

/**
 * D44: whether the page is scrolled to its end, where scrolling down is no help. Watched only
 * while the floating buttons show (their component calls this), once per animation frame, and
 * dispatched only when it changes.
 */
export function usePageEnd(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(
    () =>
      watchScroll(() => {
        const end =
          window.scrollY + window.innerHeight >=
          document.documentElement.scrollHeight - PAGE_END_TOLERANCE_PX;
        if (end !== selectAtPageEnd(store.getState())) dispatch(pageEndChanged(end));
      }),
    [dispatch, store],
  );
}
