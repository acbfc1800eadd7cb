import { useEffect } from 'react';

/**
 * Spec "Home": scrolling pauses a video element if one is playing, so a clip never keeps
 * running (and using data) once the visitor has moved on. Any <video> on the page counts.
 */
export function usePauseVideosOnScroll(): void {
  useEffect(() => {
    const onScroll = () => {
      for (const video of document.querySelectorAll('video')) {
        if (!video.paused) video.pause();
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
}
