/**
 * Every fixed route in English and Hindi: the prerendered page hydrates (React owns it), shows
 * its heading inside the chrome in the page's language, and no error is seen.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fixedRoutes } from '@/config/routeTable';
import { localizedPath } from '@/i18n/languagePaths';
import type { Language } from '@/i18n/languages';
import englishChrome from '@/locales/en/chrome.json';
import hindiChrome from '@/locales/hi/chrome.json';
import { TABS, withTab } from './context';

const LANGUAGES: readonly { language: Language; home: string }[] = [
  { language: 'en', home: englishChrome.nav.home },
  { language: 'hi', home: hindiChrome.nav.home },
];

void describe('every fixed route in two languages', { concurrency: TABS }, () => {
  for (const { language, home } of LANGUAGES) {
    for (const { path } of fixedRoutes) {
      const url = localizedPath(language, path);
      void test(`${url} hydrates with its heading, in ${language}`, () =>
        withTab(async (tab) => {
          await tab.goto(url);
          assert.equal(await tab.path(), url);
          assert.equal(await tab.evaluate<string>('document.documentElement.lang'), language);
          await tab.see({ role: 'heading', within: { role: 'main' } });
          const heading = await tab.evaluate<string>(
            'document.querySelector("main h1")?.innerText.trim() ?? ""',
          );
          assert.notEqual(heading, '', 'the page has a heading');
          await tab.see({ role: 'banner' });
          await tab.see({ role: 'contentinfo' });
          await tab.see({ role: 'link', name: home, within: { role: 'navigation' } });
        }));
    }
  }
});
