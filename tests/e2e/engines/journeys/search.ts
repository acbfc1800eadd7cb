/**
 * Site search (issue 62) in every engine: the navbar's button opens the dialog, typed words list
 * their pages (from the fixed routes' index, which every build has), Escape closes it, opened
 * again it holds its words, Enter opens every result on /search, whose link opens the page.
 */
import { describe, test } from 'node:test';
import type { Target } from '../driver/tab';
import { TABS, withTab } from './context';

const dialog: Target = { role: 'dialog', name: 'Site search' };
const searchButton: Target = { role: 'button', name: 'Search', within: { role: 'banner' } };

void describe('site search', { concurrency: TABS }, () => {
  void test('the dialog lists a page for typed words, closes on Escape, and Enter opens /search', () =>
    withTab(async (tab) => {
      await tab.goto('/aboutus');
      await tab.click(searchButton);
      await tab.see(dialog);
      await tab.fill('Search the site', 'warehouse gate', dialog);
      await tab.seeText('Our Solutions', dialog);
      await tab.seeText('Results:', dialog);
      await tab.press('Escape');
      await tab.gone(dialog);
      // Opened again, it holds the words and results it closed with.
      await tab.click(searchButton);
      await tab.see(dialog);
      await tab.seeText('Our Solutions', dialog);
      await tab.press('Enter');
      await tab.waitForPath('/search');
      await tab.gone(dialog);
      // As a visitor reads how many results there are before choosing one.
      await tab.seeText('Results:', { role: 'main' });
      await tab.click({ role: 'link', name: 'Our Solutions', within: { role: 'main' } });
      await tab.waitForPath('/solution');
    }));

  void test('a word found nowhere says so, with the contact page a click away', () =>
    withTab(async (tab) => {
      await tab.goto('/search?q=helicopter');
      await tab.seeText('No results for “helicopter”.');
      await tab.click({
        role: 'link',
        name: 'Ask us on the contact page.',
        within: { role: 'main' },
      });
      await tab.waitForPath('/contact');
    }));
});
