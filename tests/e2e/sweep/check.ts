/**
 * What a sweep check is: one thing verified on a page that the sweep has loaded
 * (tests/e2e/sweep.e2e.ts), whatever else is verified on the same load.
 */
import type { Page } from 'playwright-core';
import type { Language } from '@/i18n/languages';

/** The page a sweep loaded, and where: route, language and width. */
export interface LoadedPage {
  page: Page;
  /** Console errors, uncaught exceptions, missing keys and CSP violations of this load. */
  consoleErrors: string[];
  route: string;
  language: Language;
  width: number;
}

/**
 * When a check runs on its load, in this order: on the page as it loaded; once the page has been
 * scrolled through (scroll-in sections revealed, lazy pictures loaded); the console, once
 * everything before has run; last, the checks that change the page (opening a menu).
 */
export const STAGES = ['asLoaded', 'scrolledThrough', 'console', 'changesThePage'] as const;
export type Stage = (typeof STAGES)[number];

export interface Check {
  /** What it verifies, as the test's name says it after the route, language and width. */
  name: string;
  stage: Stage;
  run: (loaded: LoadedPage) => Promise<void>;
}
