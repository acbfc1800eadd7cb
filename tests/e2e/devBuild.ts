/**
 * The development build the tests/e2e/dev/ files run against, in dist-dev/: served under the
 * production headers, so without eval source maps, which the Content-Security-Policy would block
 * (D34); everything else as `npm start` builds it. tests/e2e/run.ts makes it before those files
 * run; CI makes it earlier (`tsx tests/e2e/devBuild.ts`), on a core that waits anyway, and then
 * runs `npm run test:e2e -- --no-dev-build`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
export const DEV_DIST_DIR = path.join(ROOT, 'dist-dev');

export function buildForDevelopment(): void {
  console.info('e2e: development build into dist-dev/');
  const cli = require.resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(
    process.execPath,
    [cli, '--mode', 'development', '--no-devtool', '--output-path', DEV_DIST_DIR],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('the development build failed');
}

if (require.main === module) buildForDevelopment();
