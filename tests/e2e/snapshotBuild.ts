/**
 * The content snapshot build (D38) against a mock backend running in the calling process, as
 * `npm run test:e2e:nginx` and `npm run test:engines -- --server nginx` make it. Not spawnSync:
 * the backend must answer while the build reads it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export async function buildAgainstMock(
  apiBaseUrl: string,
  siteUrl: string,
  who: string,
): Promise<void> {
  console.info(`${who}: building against the mock backend at ${apiBaseUrl}`);
  const child = spawn('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CONTENT_SNAPSHOT: process.env.CONTENT_SNAPSHOT ?? '1',
      API_BASE_URL: apiBaseUrl,
      SITE_URL: siteUrl,
    },
  });
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new Error('npm run build failed');
}
