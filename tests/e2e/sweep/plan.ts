/**
 * Which checks the page sweeps make, on which routes, in which languages and at which widths
 * (RULES, one per former suite), and how they are grouped so that each page is loaded once per
 * language and width with every check that applies to it (SWEEPS).
 */
import { paths } from '@/config/paths';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { STAGES, type Check } from './check';
import { axeAsLoaded, axeScrolledThrough, axeWithLanguageMenuOpen } from './checks/axe';
import { contentArrived } from './checks/contentArrived';
import { fitsTheScreen } from './checks/fitsTheScreen';
import { oneHeadingInItsLanguage } from './checks/inItsLanguage';
import { headingInsideTheChrome } from './checks/insideTheChrome';
import { noConsoleErrors } from './checks/noConsoleErrors';
import { noMissingTranslations } from './checks/noMissingTranslations';
import { hydratesItsPrerenderedHtml } from './checks/prerendered';
import {
  CONTENT_ROUTES,
  EVERY_ROUTE,
  FIXED_ROUTES,
  HOME_AND_ABOUT,
  LEAD_ROUTES,
  NOT_FOUND,
  SOLUTIONS_AND_LEGAL,
} from './routes';
import { scrollDownAndBack, scrollToTheBottom, type ScrollThrough } from './scrollThrough';

interface Rule {
  /** What the rule checks, for the reader (each was a suite of its own once). */
  about: string;
  routes: readonly string[];
  languages: readonly Language[];
  widths: readonly number[];
  /** The window's height, when it matters to the rule (default 800 px). */
  height?: number;
  /**
   * How the page is scrolled through after its 'asLoaded' checks: before the rule's
   * 'scrolledThrough' checks, and before its console is read (lazy pictures load too).
   */
  scroll?: ScrollThrough;
  /** Routes whose automatic scrolling is paused before the page is scrolled through. */
  pauseFirstOn?: readonly string[];
  checks: readonly Check[];
}

const ENGLISH = [DEFAULT_LANGUAGE] as const;

const RULES: readonly Rule[] = [
  {
    about: 'every route renders a heading inside the chrome without console errors',
    routes: EVERY_ROUTE,
    languages: ENGLISH,
    widths: [1280],
    checks: [headingInsideTheChrome, noConsoleErrors],
  },
  {
    about: 'every fixed route holds its content in its raw HTML and hydrates silently (D31)',
    routes: FIXED_ROUTES,
    languages: ENGLISH,
    widths: [1280],
    checks: [hydratesItsPrerenderedHtml, noConsoleErrors],
  },
  {
    about: 'content pages in every language (issue 4)',
    routes: CONTENT_ROUTES,
    languages: SUPPORTED_LANGUAGES,
    widths: [1280],
    checks: [oneHeadingInItsLanguage, contentArrived, noConsoleErrors],
  },
  {
    about: 'content pages accessibility',
    routes: CONTENT_ROUTES,
    languages: ENGLISH,
    widths: [1280, 375],
    checks: [axeAsLoaded],
  },
  {
    about: 'solutions and legal pages in every language (D25)',
    routes: SOLUTIONS_AND_LEGAL,
    languages: SUPPORTED_LANGUAGES,
    widths: [1280],
    scroll: scrollDownAndBack,
    checks: [oneHeadingInItsLanguage, noMissingTranslations, noConsoleErrors],
  },
  {
    about: 'solutions and legal accessibility',
    routes: SOLUTIONS_AND_LEGAL,
    languages: ENGLISH,
    widths: [375, 1280],
    scroll: scrollDownAndBack,
    pauseFirstOn: [paths.solution],
    checks: [axeScrolledThrough],
  },
  {
    about: 'home and about in every language (D25)',
    routes: HOME_AND_ABOUT,
    languages: SUPPORTED_LANGUAGES,
    widths: [1280],
    scroll: scrollToTheBottom,
    checks: [oneHeadingInItsLanguage, noConsoleErrors],
  },
  {
    about: 'home and about accessibility, nothing wider than the screen',
    routes: HOME_AND_ABOUT,
    languages: ENGLISH,
    widths: [375, 1280],
    scroll: scrollToTheBottom,
    checks: [axeScrolledThrough, fitsTheScreen],
  },
  {
    about: 'accessibility of the lead pages as loaded',
    routes: LEAD_ROUTES,
    languages: ENGLISH,
    widths: [1280],
    checks: [axeAsLoaded, noConsoleErrors],
  },
  {
    about: 'the lead pages on a phone (issue 11)',
    routes: LEAD_ROUTES,
    languages: ENGLISH,
    widths: [375],
    height: 740,
    checks: [axeAsLoaded],
  },
  {
    about: 'axe in the chrome, also with the language menu open',
    routes: [NOT_FOUND],
    languages: ENGLISH,
    widths: [1280, 375],
    checks: [axeAsLoaded, axeWithLanguageMenuOpen],
  },
];

/** One load of a route in a sweep and what is done on it, in order. */
export interface Visit {
  route: string;
  /** The window's height if a rule asked for one (otherwise the tab's 800 px). */
  height: number | undefined;
  scroll: ScrollThrough | undefined;
  pauseFirst: boolean;
  /** In stage order (STAGES), each check once. */
  checks: Check[];
}

/** The routes one tab loads page after page, in one language at one width. */
export interface Sweep {
  language: Language;
  width: number;
  visits: Visit[];
}

function agreed<T>(what: string, known: T | undefined, next: T | undefined): T | undefined {
  if (known !== undefined && next !== undefined && known !== next) {
    throw new Error(`two rules ask for a different ${what} on one load`);
  }
  return known ?? next;
}

function buildSweeps(rules: readonly Rule[]): Sweep[] {
  const sweeps = new Map<string, Sweep>();
  for (const rule of rules) {
    for (const language of rule.languages) {
      for (const width of rule.widths) {
        const key = `${language} ${width}`;
        const sweep = sweeps.get(key) ?? { language, width, visits: [] };
        sweeps.set(key, sweep);
        for (const route of rule.routes) {
          let visit = sweep.visits.find((known) => known.route === route);
          if (!visit) {
            visit = { route, height: undefined, scroll: undefined, pauseFirst: false, checks: [] };
            sweep.visits.push(visit);
          }
          visit.height = agreed('height', visit.height, rule.height);
          visit.scroll = agreed('scrolling', visit.scroll, rule.scroll);
          visit.pauseFirst ||= rule.pauseFirstOn?.includes(route) ?? false;
          for (const check of rule.checks) {
            if (!visit.checks.includes(check)) visit.checks.push(check);
          }
        }
      }
    }
  }
  for (const { visits } of sweeps.values()) {
    for (const visit of visits) {
      visit.checks.sort((a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage));
      const scrolled = visit.checks.some((check) => check.stage === 'scrolledThrough');
      if (scrolled && !visit.scroll) throw new Error(`${visit.route}: no way to scroll through`);
    }
  }
  // The longest first, so that two sweeps at a time end close together.
  const work = (sweep: Sweep) => sweep.visits.reduce((sum, visit) => sum + visit.checks.length, 0);
  return [...sweeps.values()].sort((a, b) => work(b) - work(a));
}

export const SWEEPS: readonly Sweep[] = buildSweeps(RULES);
