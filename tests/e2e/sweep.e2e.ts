/**
 * Every page the per-route checks need, loaded once per language and width: a tab per sweep
 * loads its routes page after page (sweepTab), and on each load every check that applies to
 * that route, language and width runs (sweep/plan.ts says which). A load costs far more CPU
 * than the checks made on it, so checks that used to load the same page in suites of their
 * own share one load here. On each load: the checks of the page as it loaded, then (where a
 * check needs it) the page scrolled through, the checks of the revealed page, the console, and
 * last the checks that change the page. Each check is a subtest named with route, language,
 * width and what it verifies.
 *
 * English is the site's default language: its sweeps store no choice, as a first visitor's
 * browser holds none; every other language is the visitor's stored choice.
 */
import { after, describe, test } from 'node:test';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { STAGES } from './sweep/check';
import { SWEEPS } from './sweep/plan';
import { pauseAutomaticScrolling } from './sweep/scrollThrough';
import { closeBrowser, PAGE_CONCURRENCY, sweepTab } from './support';

after(closeBrowser);

describe(
  'every page, loaded once per language and width',
  { concurrency: PAGE_CONCURRENCY },
  () => {
    for (const { language, width, visits } of SWEEPS) {
      describe(`${language} at ${width} px`, { concurrency: 1 }, () => {
        const tab = sweepTab({
          width,
          ...(language === DEFAULT_LANGUAGE ? {} : { language }),
        });
        after(tab.close);
        for (const { route, height, scroll, pauseFirst, checks } of visits) {
          const where = `${route} in ${language} at ${width} px`;
          test(where, async (t) => {
            const { page, consoleErrors } = await tab.visit(route, height);
            const loaded = { page, consoleErrors, route, language, width };
            for (const stage of STAGES) {
              if (stage === 'scrolledThrough' && scroll) {
                if (pauseFirst) await pauseAutomaticScrolling(page);
                await scroll(page);
              }
              for (const check of checks.filter((candidate) => candidate.stage === stage)) {
                await t.test(`${where}: ${check.name}`, () => check.run(loaded));
              }
            }
          });
        }
      });
    }
  },
);
