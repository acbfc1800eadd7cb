import type { FetchArgs } from '@reduxjs/toolkit/query';
import { SUBMIT_TIMEOUT_MS } from '@/config/env';

/**
 * A POST of a lead. Any 2xx counts as received: the spec only logs or ignores the answer, so
 * its body is read as text and never parsed; a body that is not JSON must not turn a lead the
 * backend accepted into an error that invites a duplicate submission. 60 s timeout (D10).
 */
export function submission(url: string, body: FormData | Record<string, string>): FetchArgs {
  return {
    url,
    method: 'POST',
    body,
    timeout: SUBMIT_TIMEOUT_MS,
    responseHandler: 'text',
  };
}

/** Kind of failure a form reports: the server answered non-OK, or it was never reached. */
export type SubmissionFailure = 'server' | 'network';

/** FETCH_ERROR and TIMEOUT_ERROR never got an answer; a numeric status did. */
export function failureKind(error: unknown): SubmissionFailure {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' ? 'server' : 'network';
}
