/**
 * The pages the visual lint and the screenshots visit (D44): every fixed route of the route
 * table and one page of each route with an id (a case, a blog post, an event, a job: the demo
 * data's first), in each of the seven languages at its own URL (D37), at phone, tablet and
 * laptop widths. The full matrix is routes × languages × widths; CI checks a deterministic sample of
 * it that still visits every route, every language and every width (`sampleCells`).
 */
import { paths, pathTo } from '@/config/paths';
import { fixedRoutes } from '@/config/routeTable';
import { blogs } from '@/mocks/fixtures/blog';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { events } from '@/mocks/fixtures/events';
import { parkingServices } from '@/mocks/fixtures/parking';
import { SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { localizedPath } from '@/i18n/languagePaths';

/** The widths of issue 32's review; the screenshots add the 1920 px desktop. */
export const LINT_WIDTHS = [390, 768, 1366] as const;
export const SCREENSHOT_WIDTHS = [...LINT_WIDTHS, 1920] as const;

/** A screen of the width's usual device (portrait phone and tablet, landscape laptop). */
const HEIGHTS: Record<number, number> = { 390: 844, 768: 1024, 1366: 768, 1920: 1080 };

export function viewportFor(width: number): { width: number; height: number } {
  return { width, height: HEIGHTS[width] ?? Math.round(width * 0.5625) };
}

/**
 * An item page of each route with an id, from the mock API's demo data the lint's server
 * answers with. Without them a blog post's lead picture, drawn at 2.4 times its file on a
 * laptop at 2x, was never looked at (issue 59).
 */
export const ITEM_ROUTES: readonly string[] = [
  pathTo(paths.caseDetail, parkingServices[0]?._id ?? ''),
  pathTo(paths.blogSection, blogs[0]?._id ?? ''),
  pathTo(paths.eventDetail, events[0]?._id ?? ''),
  pathTo(paths.skills, jobOpenings[0]?._id ?? ''),
];

export const ALL_ROUTES: readonly string[] = [
  ...fixedRoutes.map((route) => route.path),
  ...ITEM_ROUTES,
];

export interface Cell {
  route: string;
  language: Language;
  width: number;
}

/** The URL path of a cell: `/aboutus` in German is `/de/aboutus` (D37). */
export function cellPath(cell: Cell): string {
  return localizedPath(cell.language, cell.route);
}

export function cellLabel(cell: Cell): string {
  return `${cell.route} ${cell.language} ${cell.width}px`;
}

export interface MatrixChoice {
  routes: readonly string[];
  languages: readonly Language[];
  widths: readonly number[];
}

export const FULL_CHOICE: MatrixChoice = {
  routes: ALL_ROUTES,
  languages: SUPPORTED_LANGUAGES,
  widths: LINT_WIDTHS,
};

/** Every cell, route by route, then language, then width. */
export function allCells({ routes, languages, widths }: MatrixChoice): Cell[] {
  return routes.flatMap((route) =>
    languages.flatMap((language) => widths.map((width) => ({ route, language, width }))),
  );
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The k-th (language, width) pair of an order in which any `languages` consecutive pairs hold
 * every language and any `widths` consecutive ones every width: the diagonals of the
 * language × width table, one after the other. With 7 languages and 3 widths (coprime) it is
 * one diagonal: pair k is (k mod 7, k mod 3), and the 21 pairs of any 21 consecutive k are all
 * different.
 */
export function pairAt(k: number, languageCount: number, widthCount: number): [number, number] {
  const total = languageCount * widthCount;
  const index = ((k % total) + total) % total;
  const diagonal = (languageCount * widthCount) / gcd(languageCount, widthCount);
  const shift = Math.floor(index / diagonal);
  return [index % languageCount, (index + shift) % widthCount];
}

/**
 * `passes` disjoint slices of the full matrix, one cell per route in each: route i gets the
 * pair at i + offset, for offset = first … first + passes − 1. Consecutive routes take
 * consecutive pairs, so one pass over at least as many routes as there are languages and
 * widths visits every language and every width (24 routes cover all 21 language-width pairs),
 * and the offsets 0 … languages × widths − 1 together are the full matrix, each cell once.
 */
export function sampleCells(choice: MatrixChoice, passes: number, first = 0): Cell[] {
  const { routes, languages, widths } = choice;
  const cells: Cell[] = [];
  for (let offset = first; offset < first + passes; offset += 1) {
    routes.forEach((route, i) => {
      const [language, width] = pairAt(i + offset, languages.length, widths.length);
      cells.push({ route, language: languages[language] ?? 'en', width: widths[width] ?? 0 });
    });
  }
  return cells;
}
