import type { BaseQueryApi, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { SUBMIT_LIMITS } from '@/config/env';
import { clearDraft } from './leadDrafts';
import type { UploadProgress } from './submission';
import { submissionProgressed } from './uploadProgress';

/** What a submission resolves to, in the shape fetchBaseQuery gives (RTK Query's lifecycle). */
export type SubmissionOutcome = { data: string } | { error: FetchBaseQueryError };

interface SendOptions {
  signal: AbortSignal;
  /** Called as the body goes out, at most every PROGRESS_INTERVAL_MS and once at the end. */
  onProgress?: (progress: UploadProgress) => void;
}

/** D35: "a few updates a second" is enough for a bar and keeps the action log readable. */
export const PROGRESS_INTERVAL_MS = 250;

const timeout = (error: string): SubmissionOutcome => ({
  error: { status: 'TIMEOUT_ERROR', error },
});
const noAnswer = (error: string): SubmissionOutcome => ({
  error: { status: 'FETCH_ERROR', error },
});

/** Reports progress at most every PROGRESS_INTERVAL_MS, always the first and the last. */
function throttled(report: (progress: UploadProgress) => void) {
  let last = -Infinity;
  return (progress: UploadProgress) => {
    const now = Date.now();
    if (progress.sent < progress.total && now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    report(progress);
  };
}

/**
 * D10 (amended) on one request: fails it when no byte moved for 30 s while uploading, when no
 * answer came 60 s after the last byte, or after 10 minutes in all. Returns the cleanup.
 */
function watchStalls(xhr: XMLHttpRequest, fail: (outcome: SubmissionOutcome) => void) {
  const { uploadStallMs, answerMs, totalMs } = SUBMIT_LIMITS;
  const stalled = () => fail(timeout(`no byte sent for ${uploadStallMs / 1000} s`));
  const unanswered = () => fail(timeout(`no answer ${answerMs / 1000} s after the last byte`));
  let stall = setTimeout(stalled, uploadStallMs);
  const total = setTimeout(() => fail(timeout('no answer in 10 minutes')), totalMs);
  xhr.upload.addEventListener('progress', () => {
    clearTimeout(stall);
    stall = setTimeout(stalled, uploadStallMs);
  });
  xhr.upload.addEventListener('load', () => {
    clearTimeout(stall);
    stall = setTimeout(unanswered, answerMs);
  });
  xhr.addEventListener('readystatechange', () => {
    if (xhr.readyState >= XMLHttpRequest.HEADERS_RECEIVED) clearTimeout(stall);
  });
  return () => {
    clearTimeout(stall);
    clearTimeout(total);
  };
}

/**
 * POSTs a lead with XMLHttpRequest: unlike `fetch`, it reports upload progress
 * (`xhr.upload`). Any 2xx counts as received and its body is kept as text, never parsed (the
 * spec only logs the answer); a non-2xx is `{ status, data }`, no answer is FETCH_ERROR, a
 * stall TIMEOUT_ERROR, as fetchBaseQuery reports them. Registering upload listeners makes
 * a cross-origin POST ask a CORS preflight first (docs/deploying.md).
 */
export function sendSubmission(
  url: string,
  body: FormData | Record<string, string>,
  { signal, onProgress }: SendOptions,
): Promise<SubmissionOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let stopWatching = () => undefined as void;
    const settle = (outcome: SubmissionOutcome) => {
      stopWatching();
      signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = () => {
      xhr.abort();
      settle(noAnswer('AbortError: the submission was aborted'));
    };
    const fail = (outcome: SubmissionOutcome) => {
      xhr.abort();
      settle(outcome);
    };

    xhr.open('POST', url);
    if (onProgress) {
      const report = throttled(onProgress);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) report({ sent: event.loaded, total: event.total });
      });
    }
    stopWatching = watchStalls(xhr, fail);
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) settle({ data: text });
      else if (xhr.status === 0) settle(noAnswer('no status'));
      else settle({ error: { status: xhr.status, data: text } });
    });
    xhr.addEventListener('error', () => settle(noAnswer('TypeError: network error')));
    signal.addEventListener('abort', onAbort);

    if (body instanceof FormData) {
      xhr.send(body);
    } else {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(JSON.stringify(body));
    }
  });
}

/**
 * A lead sent for the base query: a multipart body's progress goes to the submissions slice
 * under the endpoint's name (D35), and a lead the backend took leaves no draft behind (D36),
 * even when its form has left the page meanwhile (the draft holds the visitor's details).
 */
export async function sendLead(
  url: string,
  body: FormData | Record<string, string>,
  { endpoint, dispatch, signal }: BaseQueryApi,
): Promise<SubmissionOutcome> {
  const outcome = await sendSubmission(url, body, {
    signal,
    ...(body instanceof FormData
      ? { onProgress: (progress) => dispatch(submissionProgressed({ endpoint, ...progress })) }
      : {}),
  });
  if ('data' in outcome) clearDraft(endpoint);
  return outcome;
}
