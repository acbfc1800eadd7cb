import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { menusClosed } from '@/features/chrome/chromeSlice';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch } from '@/store/hooks';

/** Menus also close on navigation that did not come from a chrome link (back, forward). */
export function useCloseMenusOnNavigate(): void {
  const { key } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(changeOnly(menusClosed()));
  }, [key, dispatch]);
}
