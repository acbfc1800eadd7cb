import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages';

/**
 * D37: every language has its own URLs. English keeps the spec's routes (`/aboutus`); the other
 * six put their code in front (`/hi/aboutus`, `/hi/` for home). The router takes the prefix as
 * its basename (src/app/LanguageRouter.tsx), so routes, links and `navigate` keep working with
 * the spec's paths and stay in the current language by themselves.
 */

/** `''` for English, `/hi` for Hindi: what goes in front of a route. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

const PREFIXED = new RegExp(
  `^/(${SUPPORTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).join('|')})(?=/|$)`,
  'i',
);

/** The language a path names by its prefix, or null for an unprefixed (English) path. */
export function languageInPath(pathname: string): Language | null {
  const match = PREFIXED.exec(pathname);
  return match ? (match[1]?.toLowerCase() as Language) : null;
}

/**
 * Slashes (and backslashes, which a browser reads as slashes) at the start of a path, with the
 * tabs and line breaks a URL parser drops between them.
 */
const LEADING_SLASHES = /^[/\\\t\n\r]+/;

/**
 * A path that can only ever be one on this site (D42): `//evil.example/x` as a URL is another
 * host (protocol-relative), so its leading slashes collapse into one: `/evil.example/x`.
 */
function onThisSite(path: string): string {
  return `/${path.replace(LEADING_SLASHES, '')}`;
}

/**
 * The route without its language prefix: `/hi/aboutus` → `/aboutus`, `/hi` → `/`, and
 * `/hi//evil.example/x` → `/evil.example/x`, never a protocol-relative URL (D42).
 */
export function routeOfPath(pathname: string): string {
  return onThisSite(pathname.replace(PREFIXED, ''));
}

/**
 * The URL of `route` in `language`: `/aboutus` → `/hi/aboutus`, `/` → `/hi/` (D37). Always a
 * path on this site, whatever `route` holds (a language switch replaces the address with it).
 */
export function localizedPath(language: Language, route: string): string {
  const prefix = languagePrefix(language);
  const path = onThisSite(route);
  return path === '/' && prefix ? `${prefix}/` : `${prefix}${path}`;
}
