import { isRecord } from '@/api/parse';

/**
 * What went wrong with one request, in words for the build log: the error RTK Query stored
 * (fetchBaseQuery's `{ status }` for an HTTP or network failure, or the serialised error a
 * response schema threw, `MalformedResponseError`).
 */
export function describeFailure(error: unknown, timeoutMs: number, timedOut: boolean): string {
  if (timedOut) return `no answer within ${String(timeoutMs)} ms`;
  if (!isRecord(error)) return 'failed';
  const { status } = error;
  if (typeof status === 'number') return `answered HTTP ${String(status)}`;
  if (status === 'TIMEOUT_ERROR') return 'timed out';
  if (status === 'PARSING_ERROR') {
    return `answered a body that is not JSON (HTTP ${String(error.originalStatus)})`;
  }
  if (status === 'FETCH_ERROR') return `could not be reached (${String(error.error)})`;
  if (typeof error.message === 'string') return error.message;
  return 'failed';
}
