import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { SubmissionStatus } from '@/api/submissionsSlice';

/**
 * Runs `onSucceeded` when the form's submission succeeds while the form is on screen, whether
 * this form sent it or came back while it was under way (the form that sent it may have left
 * the page meanwhile). Judged by the status at each render, not by the transition from
 * "submitting", which a fast answer can leave unrendered. An outcome that came while no form
 * was on screen runs nothing here: its draft was cleared then, so the form starts blank.
 */
export function useOnSucceeded(status: SubmissionStatus, onSucceeded: () => void): void {
  const previous = useRef(status);
  const succeeded = useEffectEvent(onSucceeded);
  // In the commit that shows the success, so its text never shows beside the sent values.
  useLayoutEffect(() => {
    if (status === 'succeeded' && previous.current !== 'succeeded') succeeded();
    previous.current = status;
  }, [status]);
}
