import {
  DEFAULT_SNAPSHOT_CONCURRENCY,
  readContentSnapshot,
  type ContentSnapshot,
} from './readSnapshot';

/**
 * The build's entry to the content snapshot (D38): `CONTENT_SNAPSHOT=1` asks for one, read from
 * `API_BASE_URL` (which the app's endpoints use, src/config/env.ts). Without the variable the
 * answer is null at once: the plain build needs no backend and uses no network.
 * `CONTENT_SNAPSHOT_CONCURRENCY` (requests at once, default 4) and
 * `CONTENT_SNAPSHOT_TIMEOUT_MS` (per request, default D10's 15 s) tune it.
 */
export async function contentSnapshotFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Promise<ContentSnapshot | null> {
  if (env.CONTENT_SNAPSHOT !== '1') return null;
  if (!env.API_BASE_URL) {
    throw new Error('CONTENT_SNAPSHOT=1 reads the backend at API_BASE_URL, which is not set');
  }
  return readContentSnapshot({
    concurrency:
      positiveNumber(env, 'CONTENT_SNAPSHOT_CONCURRENCY') ?? DEFAULT_SNAPSHOT_CONCURRENCY,
    timeoutMs: positiveNumber(env, 'CONTENT_SNAPSHOT_TIMEOUT_MS'),
  });
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number ≥ 1, not "${value}"`);
  }
  return number;
}
