/**
 * Opens each URL given in WebKit (tests/e2e/engines/driver/webkit.ts; run under `xvfb-run -a`)
 * and prints, as JSON, whether the app started there (`<html data-app-running>`) or showed its
 * start-failure screen (role alert), waiting at most 60 s for either:
 *
 *   xvfb-run -a node --import tsx tests/e2e/nginx/webkit-start.ts URL…
 */
import { APP_RUNNING_ATTRIBUTE } from '@/lib/prefetchMarks';
import { launchWebKit } from '../engines/driver/webkit';

export type StartOutcome = 'running' | 'start failure' | 'neither within 60 s';

const OUTCOME = `document.documentElement.hasAttribute('${APP_RUNNING_ATTRIBUTE}') ? 'running'
  : document.querySelector('[role="alert"]') ? 'start failure' : null`;

async function main(): Promise<void> {
  const browser = await launchWebKit();
  const outcomes: Record<string, StartOutcome> = {};
  try {
    for (const url of process.argv.slice(2)) {
      const tab = await browser.newTab({ width: 1280, height: 800 }, 'void 0');
      try {
        await tab.goto(url);
        const deadline = Date.now() + 60_000;
        let outcome: StartOutcome | null = null;
        while (outcome === null && Date.now() < deadline) {
          outcome = await tab.evaluate<StartOutcome | null>(OUTCOME);
          if (outcome === null) await new Promise((resolve) => setTimeout(resolve, 250));
        }
        outcomes[url] = outcome ?? 'neither within 60 s';
      } finally {
        await tab.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.info(JSON.stringify(outcomes));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
