/**
 * Interactive states for the screenshots: the mobile menu open, the language picker open, a
 * form with its errors, a focus ring, the support page's player open. Controls are found by
 * role and by their names in the page's own language (the translation files), as a visitor
 * finds them.
 */
import type { Page } from 'playwright-core';
import { readLocale } from '../build/locales.cjs';
import { LANGUAGE_NAMES, type Language } from '@/i18n/languages';

export interface State {
  name: string;
  /** The route the state is shown on. */
  route: string;
  /** Brings the page into the state; false when the page has no such control at this width. */
  enter: (page: Page, language: Language) => Promise<boolean>;
}

function text(language: Language, ...keys: string[]): string {
  let value: unknown = readLocale(language);
  for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : '';
}

async function clickIfShown(page: Page, name: string | RegExp): Promise<boolean> {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  if (!(await button.first().isVisible())) return false;
  await button.first().click();
  return true;
}

/**
 * Presses the form's submit button with nothing filled in, then shows its first error: the
 * focus moves there once every error line has rendered (those off screen a frame after the
 * rest).
 */
async function submitEmpty(page: Page, submitLabel: string): Promise<boolean> {
  const submit = page.getByRole('button', { name: submitLabel }).first();
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  await page.locator(':focus').scrollIntoViewIfNeeded();
  return true;
}

export const STATES: readonly State[] = [
  {
    name: 'menu-open',
    route: '/',
    enter: (page, language) => clickIfShown(page, text(language, 'chrome', 'nav', 'openMenu')),
  },
  {
    name: 'language-picker-open',
    route: '/',
    enter: async (page, language) => {
      const name = text(language, 'chrome', 'language', 'button').replace(
        '{{language}}',
        LANGUAGE_NAMES[language],
      );
      if (
        !(await clickIfShown(page, new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)))
      ) {
        return false;
      }
      await page
        .getByRole('list', { name: text(language, 'chrome', 'language', 'menuLabel') })
        .waitFor();
      return true;
    },
  },
  {
    name: 'focus-ring',
    route: '/',
    enter: async (page) => {
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
      return true;
    },
  },
  {
    name: 'form-errors',
    route: '/contact',
    enter: (page, language) => submitEmpty(page, text(language, 'contact', 'submit')),
  },
  {
    // Field and file errors side by side: one family whatever their words (E7).
    name: 'partner-form-errors',
    route: '/joinus',
    enter: async (page, language) => {
      await submitEmpty(page, text(language, 'registration', 'submit'));
      await page.locator('#dsa-form input[type="file"]').last().scrollIntoViewIfNeeded();
      return true;
    },
  },
  {
    name: 'support-player-open',
    route: '/support',
    enter: async (page, language) => {
      const watch = text(language, 'support', 'watchLabel').split('{{')[0] ?? '';
      const first = page
        .getByRole('button', {
          name: new RegExp(`^${watch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        })
        .first();
      await first.click();
      await page.getByRole('dialog').locator('video').waitFor();
      return true;
    },
  },
];
