/**
 * D32, the hosting rules, as data read by the preview server and the nginx configuration
 * generator alike, made from the one route table (src/config/routeTable.ts), in every
 * language (D37: `/hi/aboutus` is `/aboutus` in Hindi, answered from hi/aboutus/index.html).
 */
import {
  APP_SHELL_FILE,
  detailPrefix,
  detailRoutes,
  fileIn,
  fixedRoutes,
  htmlFileFor,
  NOT_FOUND_FILE,
  redirectRoutes,
} from '@/config/routeTable';
import { normalisePath } from '@/config/paths';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { languageInPath, localizedPath, routeOfPath } from '@/i18n/languagePaths';

export type HostAnswer =
  { kind: 'page'; file: string; status: 200 | 404 } | { kind: 'redirect'; location: string };

/**
 * A redirect's target with the request's query string (`?utm_source=x`, or '') kept: campaign
 * and tracking parameters survive an old address. It goes before any fragment
 * (`/refund?x=1#cancellation-policy`).
 */
export function withQuery(location: string, search: string): string {
  if (search.length <= 1) return location;
  const hashAt = location.indexOf('#');
  return hashAt < 0
    ? `${location}${search}`
    : `${location.slice(0, hashAt)}${search}${location.slice(hashAt)}`;
}

/**
 * The path as a file name (as nginx's `$uri`); null when it is not valid percent-encoding or
 * could leave dist/ (`..`, a backslash or NUL once decoded: no item page has them).
 */
function decodedPath(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return /(?:^|\/)\.\.?(?:\/|$)|[\\\0]/.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * What the host answers for a path that is not a file in dist/; `search` is the request's
 * query string with its `?`, kept on a redirect. `hasFile` says whether dist/ holds a file: a
 * route with an id gets its item's page where a snapshot build wrote one (D38), else the app
 * shell.
 */
export function answerFor(
  pathname: string,
  search = '',
  hasFile: (file: string) => boolean = () => false,
): HostAnswer {
  const full = normalisePath(pathname);
  const language = languageInPath(full) ?? DEFAULT_LANGUAGE;
  const path = routeOfPath(full);
  const fixed = fixedRoutes.find((route) => route.path === path);
  if (fixed) return { kind: 'page', file: htmlFileFor(localizedPath(language, path)), status: 200 };
  const redirect = redirectRoutes.find((route) => route.from === path);
  if (redirect) {
    return { kind: 'redirect', location: withQuery(localizedPath(language, redirect.to), search) };
  }
  const detail = detailRoutes.some((pattern) => path.startsWith(detailPrefix(pattern)));
  if (detail) {
    const itemPage = decodedPath(pathname);
    const file =
      itemPage && hasFile(htmlFileFor(itemPage))
        ? htmlFileFor(itemPage)
        : fileIn(language, APP_SHELL_FILE);
    return { kind: 'page', file, status: 200 };
  }
  return { kind: 'page', file: fileIn(language, NOT_FOUND_FILE), status: 404 };
}

/** The cookie the app sets beside the stored choice (src/i18n/syncLanguage.ts). */
export const LANGUAGE_COOKIE = LANGUAGE_STORAGE_KEY;

/**
 * D37: an unprefixed URL asked for with a `selectedLanguage` cookie naming another language is
 * sent to that language's URL (302, `Vary: Cookie` on this answer only), as nginx does for the
 * pages it answers with 200; else null.
 */
export function languageRedirectFor(url: string, cookieHeader: string | undefined): string | null {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
  if (!isLanguage(cookie) || cookie === DEFAULT_LANGUAGE) return null;
  const [pathname = '/', query = ''] = url.split(/(?=\?)/);
  if (languageInPath(pathname)) return null;
  const answer = answerFor(pathname);
  if (answer.kind !== 'page' || answer.status !== 200) return null;
  return `${localizedPath(cookie, pathname)}${query}`;
}
