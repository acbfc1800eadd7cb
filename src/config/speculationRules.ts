import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { APP_RUNNING_ATTRIBUTE } from '@/lib/prefetchMarks';
import { detailPrefix, detailRoutes, fixedRoutes } from './routeTable';

/**
 * Speculation rules for full-page navigations (issue 25, docs/hosting.md "Speculation rules"):
 * links that load a document (arriving from outside, a plain host, before the app runs) let the
 * browser prefetch the next page when the visitor hovers or presses them. Served as a file
 * named by the `Speculation-Rules` header, since a hash in `script-src` disables inline rules
 * in Chromium (D34).
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';
/** The header's value is a structured-field string: the path in double quotes. */
export const SPECULATION_RULES_HEADER_VALUE = `"${SPECULATION_RULES_PATH}"`;

const languagePrefixes = [
  '',
  ...SUPPORTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map(
    (language) => `/${language}`,
  ),
];

/**
 * Every page of the route table, plain (English) and under each language prefix: only these
 * same-origin paths, so the API, the lead forms' POST targets and files (brochures, videos) are
 * never prefetched.
 */
export function speculationPatterns(): string[] {
  return languagePrefixes.flatMap((prefix) => [
    ...fixedRoutes.flatMap(({ path }) =>
      path === '/' ? [`${prefix}/`, ...(prefix ? [prefix] : [])] : [`${prefix}${path}`],
    ),
    ...detailRoutes.map((pattern) => `${prefix}${detailPrefix(pattern)}*`),
  ]);
}

/**
 * `prefetch` with eagerness `moderate`: on a hover of 200 ms or a pointer press, while the app
 * does not run (the browser re-evaluates the selector when the attribute appears).
 */
export function speculationRules() {
  return {
    prefetch: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: speculationPatterns() },
            {
              not: {
                selector_matches: `[download], [target=_blank], [rel~=nofollow], [${APP_RUNNING_ATTRIBUTE}] *`,
              },
            },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}
