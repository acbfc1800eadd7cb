import { useEffect } from 'react';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useSupportVideos } from '@/features/support/supportApi';
import { selectSelectedVideoId, supportVideoClosed } from '@/features/support/supportSlice';
import { VideoModal } from './VideoModal';

/**
 * The modal player of /support, for the video the store holds (spec section 4). It reads the
 * choice itself, so opening a video renders the player, not the page and its grid (D46).
 * Leaving the page closes it, so it does not open again by itself on the next visit.
 */
export function SupportPlayer() {
  const dispatch = useAppDispatch();
  const selectedId = useAppSelector(selectSelectedVideoId);
  const { data = [] } = useSupportVideos();
  useEffect(
    () => () => {
      // Through changeOnly: leaving the page with nothing open logs nothing.
      dispatch(changeOnly(supportVideoClosed()));
    },
    [dispatch],
  );
  const selected = data.find((video) => video._id === selectedId);
  if (!selected) return null;
  return <VideoModal video={selected} onClose={() => dispatch(supportVideoClosed())} />;
}
