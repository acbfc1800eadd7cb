/** How much of a submission's body the browser has sent, in bytes. */
export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * A POST of a lead, as endpoints pass it to the base query, which sends it with
 * XMLHttpRequest (xhrSubmission.ts) for its upload progress and D10's stall time-outs.
 */
export interface SubmissionRequest {
  kind: 'submission';
  url: string;
  /** Multipart (files: progress is reported) or JSON. */
  body: FormData | Record<string, string>;
}

export function submission(
  url: string,
  body: FormData | Record<string, string>,
): SubmissionRequest {
  return { kind: 'submission', url, body };
}

export function isSubmission(args: unknown): args is SubmissionRequest {
  return typeof args === 'object' && args !== null && 'kind' in args && args.kind === 'submission';
}

/**
 * Kind of failure a form reports: the server answered non-OK, it was never reached (or never
 * answered), or nothing was sent because the browser was offline (D35).
 */
export type SubmissionFailure = 'server' | 'network' | 'offline';

/** FETCH_ERROR and TIMEOUT_ERROR never got an answer; a numeric status did. */
export function failureKind(error: unknown): SubmissionFailure {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' ? 'server' : 'network';
}
