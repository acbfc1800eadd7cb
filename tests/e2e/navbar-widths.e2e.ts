/**
 * The navbar above the spec's 768 px breakpoint, in every language (docs/page-design.md,
 * "Navbar"): its links stay one row inside the bar at every width, the menu button stays
 * hidden, and the bar's controls stay on screen. English, Hindi and Chinese show every link at
 * once from 769 px, every language from 1280 px; below that the longer labels (German, French,
 * Spanish, Russian) may scroll the row sideways, never wrap under the bar.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Language } from '@/i18n/languages';
import de from '@/locales/de/chrome.json';
import en from '@/locales/en/chrome.json';
import es from '@/locales/es/chrome.json';
import fr from '@/locales/fr/chrome.json';
import hi from '@/locales/hi/chrome.json';
import ru from '@/locales/ru/chrome.json';
import zh from '@/locales/zh/chrome.json';
import { ALL_LANGUAGES, closeBrowser, openPage, PAGE_CONCURRENCY } from './support';

after(closeBrowser);

const WIDTHS = [769, 820, 1024, 1279, 1280, 1366];
const ALL_LINKS_SHOWN: readonly Language[] = ['en', 'hi', 'zh'];
/** From here the bar is as designed, with every link of every language on show. */
const FULL_BAR = 1280;
const OPEN_MENU: Record<Language, string> = Object.fromEntries(
  Object.entries({ en, hi, de, fr, ru, es, zh }).map(([code, chrome]) => [
    code,
    chrome.nav.openMenu,
  ]),
) as Record<Language, string>;

describe('the navbar from 769 px', { concurrency: PAGE_CONCURRENCY }, () => {
  for (const language of ALL_LANGUAGES) {
    test(`${language}: one row of links inside the bar at ${WIDTHS.join(', ')} px`, async () => {
      const { page, consoleErrors, close } = await openPage('/aboutus', {
        width: WIDTHS[0],
        language,
      });
      try {
        const header = page.getByRole('banner');
        const menuButton = header.getByRole('button', { name: OPEN_MENU[language] });
        const problems: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          // The layout of the new width, once painted.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
          const bar = await header.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const list = element.querySelector('nav ul');
            const links = Array.from(element.querySelectorAll('nav li'), (item) =>
              item.getBoundingClientRect(),
            );
            const controls = Array.from(element.querySelectorAll('a, button'))
              .filter((control) => !control.closest('nav ul') && control.checkVisibility())
              .map((control) => control.getBoundingClientRect());
            return {
              rows: new Set(links.map((link) => Math.round(link.top))).size,
              inside: links.every((link) => link.top >= box.top && link.bottom <= box.bottom),
              hidden: list ? list.scrollWidth - list.clientWidth : -1,
              offScreen: controls.filter((control) => control.right > window.innerWidth).length,
              pageWidth: document.documentElement.scrollWidth,
            };
          });
          const where = `${language} at ${width} px`;
          if (bar.rows !== 1) problems.push(`${where}: links in ${bar.rows} rows`);
          if (!bar.inside) problems.push(`${where}: links outside the bar`);
          if (bar.offScreen > 0) problems.push(`${where}: ${bar.offScreen} controls off screen`);
          if (bar.pageWidth > width)
            problems.push(`${where}: the page is ${bar.pageWidth} px wide`);
          if ((ALL_LINKS_SHOWN.includes(language) || width >= FULL_BAR) && bar.hidden > 0) {
            problems.push(`${where}: ${bar.hidden} px of links hidden`);
          }
          if (await menuButton.isVisible()) problems.push(`${where}: the menu button shows`);
        }
        assert.deepEqual(problems, []);
        assert.deepEqual(consoleErrors, []);
      } finally {
        await close();
      }
    });
  }
});
