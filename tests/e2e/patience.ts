/**
 * How the end-to-end harness waits on a browser that may not answer. On a slow machine a
 * browser or its driver now and then fails in its own plumbing (a tab that cannot be created,
 * a renderer that draws no frame, a command that never returns) while the page under test is
 * fine; these helpers keep such a failure from hanging the suite for minutes or failing a test
 * whose checks never ran. They set tests up and tidy after them; no check goes through them.
 */

/** `work`'s outcome, or a rejection naming `what` once `ms` have passed without one. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${String(ms)} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs `attempt` until it succeeds, up to `tries` times, `pauseMs` apart, while it fails with an
 * error `isTransient` accepts; any other error, or the last try's, is the caller's. For a
 * browser's failure that a busy machine can repeat at once (Firefox discarding the tab it has
 * just made). Only for steps that set a test up, never for a check.
 */
export async function severalTries<T>(
  attempt: () => Promise<T>,
  isTransient: (error: unknown) => boolean,
  { tries, pauseMs }: { tries: number; pauseMs: number },
): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransient(error) || tried >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/**
 * Runs `attempt`, and once more at once if it fails with an error `isTransient` accepts; any
 * other error, or a second failure, is the caller's. Only for steps that set a test up, never
 * for a check: a check that passes on its second try has failed.
 */
export function onceMore<T>(
  attempt: () => Promise<T>,
  isTransient: (error: unknown) => boolean,
): Promise<T> {
  return severalTries(attempt, isTransient, { tries: 2, pauseMs: 0 });
}
