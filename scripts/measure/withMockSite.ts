import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startPreview } from '../serve/preview';
import { CHROMIUM_ARGS } from '../../tests/e2e/chromiumFlags';
import { chromiumPath } from '../../tests/e2e/support';

const root = path.resolve(__dirname, '../..');

/**
 * Runs `bench` with Chromium and `dist/` served with the mock API on the site's own origin (no
 * API_BASE_URL), built first when `--build` is given or there is no build; closes both after.
 */
export async function withMockSite(
  bench: (browser: Browser, url: string) => Promise<void>,
): Promise<void> {
  if (process.argv.includes('--build') || !fs.existsSync(path.join(root, 'dist/index.html'))) {
    execSync('npm run build', {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, API_BASE_URL: '' },
    });
  }
  const { server, url } = await startPreview(0, { mockApi: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    await bench(browser, url);
  } finally {
    await browser.close();
    server.close();
  }
}
