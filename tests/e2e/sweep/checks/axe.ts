/**
 * axe-core on a swept page (WCAG 2.2 A and AA plus best practices, support.ts): as loaded, once
 * scrolled through (revealed sections are opaque, so their contrast counts), and with the
 * language menu open.
 */
import type { Check, LoadedPage } from '../check';
import { expectNoAxeViolations } from '../../support';

const label = ({ route, language, width }: LoadedPage) => `${route} in ${language} at ${width} px`;

export const axeAsLoaded: Check = {
  name: 'axe finds no violations as loaded',
  stage: 'asLoaded',
  run: (loaded) => expectNoAxeViolations(loaded.page, label(loaded)),
};

export const axeScrolledThrough: Check = {
  name: 'axe finds no violations once scrolled through',
  stage: 'scrolledThrough',
  run: (loaded) => expectNoAxeViolations(loaded.page, `${label(loaded)}, scrolled through`),
};

export const axeWithLanguageMenuOpen: Check = {
  name: 'axe finds no violations in the chrome with the language menu open',
  stage: 'changesThePage',
  run: async (loaded) => {
    await loaded.page.getByRole('button', { name: /^Language:/ }).click();
    await expectNoAxeViolations(loaded.page, `language menu on ${label(loaded)}`);
  },
};
