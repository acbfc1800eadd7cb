import { useEffect } from 'react';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSelectedVideoId, supportVideoClosed, supportVideoOpened } from './supportSlice';

/**
 * The modal player's state and actions. Leaving the page closes the player, so it does not
 * open again by itself on the next visit.
 */
export function useSupportPlayer() {
  const dispatch = useAppDispatch();
  const selectedId = useAppSelector(selectSelectedVideoId);
  useEffect(
    () => () => {
      // Through changeOnly: leaving the page with nothing open logs nothing.
      dispatch(changeOnly(supportVideoClosed()));
    },
    [dispatch],
  );
  return {
    selectedId,
    open: (id: string) => dispatch(supportVideoOpened(id)),
    close: () => dispatch(supportVideoClosed()),
  };
}
