import { useCallback } from 'react';
import { scrollToTop } from '@/lib/scroll';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch } from '@/store/hooks';
import { menusClosed } from './chromeSlice';

/**
 * Spec section 2: clicking any navbar or footer link closes the menus and scrolls smoothly
 * to the top. A link with a #hash is left to the router's anchor scrolling instead.
 */
export function useChromeLinkClick(to: string): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(changeOnly(menusClosed()));
    if (!to.includes('#')) scrollToTop(true);
  }, [dispatch, to]);
}
