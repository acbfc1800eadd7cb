import { useEffect } from 'react';
import { searchOpened } from '@/features/chrome/chromeSlice';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch } from '@/store/hooks';

/** `/` where it types nothing (outside a text field), and Ctrl-K or ⌘-K anywhere. */
function opensSearch(event: KeyboardEvent): boolean {
  if (event.altKey) return false;
  if (event.ctrlKey || event.metaKey) return event.key.toLowerCase() === 'k';
  const target = event.target as HTMLElement;
  return (
    event.key === '/' &&
    !target.isContentEditable &&
    !/^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
  );
}

/** The keys that open the site search's dialog, as the navbar's Search button does. */
export function useSearchShortcut(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return;
      // Ctrl-K would otherwise move focus to the browser's address bar.
      event.preventDefault();
      dispatch(changeOnly(searchOpened()));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
}
