import { cancelIdle, requestIdle } from '@/lib/idle';

/** How long typing must pause before a draft is written, so a key press writes nothing. */
const PAUSE_MS = 400;
/** The longest a due draft waits for an idle moment after that pause. */
const IDLE_TIMEOUT_MS = 1000;

export interface DraftWrites {
  /** The draft changed: write it once typing pauses and the page is idle. */
  due: () => void;
  /** Write it now, if one is due (the page is being hidden, the form leaves the page). */
  flush: () => void;
}

/**
 * D36, D46: when a lead form's draft reaches storage. Not on every key press (a storage write
 * and its JSON on the key's own task), but once the visitor pauses, in an idle moment, and at
 * once when the page is hidden or left, so a discarded tab or a reload still finds it.
 * `write` writes whatever is due, or nothing.
 */
export function draftWrites(write: () => void): DraftWrites {
  let timer: number | undefined;
  let idle: number | undefined;
  const flush = () => {
    window.clearTimeout(timer);
    if (idle !== undefined) cancelIdle(idle);
    timer = idle = undefined;
    write();
  };
  const due = () => {
    if (timer !== undefined || idle !== undefined) return;
    timer = window.setTimeout(() => {
      timer = undefined;
      idle = requestIdle(flush, IDLE_TIMEOUT_MS);
    }, PAUSE_MS);
  };
  return { due, flush };
}
