import { useEffect } from 'react';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { connectivityChanged, selectOnline } from './leadFormsSlice';

/**
 * D35: whether the browser says it is online, kept in the lead forms' slice while a lead form
 * is on the page (read when it mounts, then followed through `online`/`offline` events).
 */
export function useOnlineStatus(): boolean {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const sync = () => dispatch(changeOnly(connectivityChanged(navigator.onLine)));
    sync();
    window.addEventListener('online', sync);
    window.addEventListener('offline', sync);
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('offline', sync);
    };
  }, [dispatch]);
  return useAppSelector(selectOnline);
}
