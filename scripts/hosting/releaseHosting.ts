/**
 * The hosting data of a build (scripts/hosting/hostingData.ts, D41): its routes from the route
 * table (D32, D37) and the values its headers name, read from the built pages
 * (scripts/build/inlineSources.ts). `npm run build` writes it into dist/ before the marker, so
 * it is part of the release and checked with it; `npm run nginx:config` and the test servers
 * make it for a folder the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
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
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { languagePrefix, localizedPath } from '@/i18n/languagePaths';
import { assertSecureApiBaseUrl } from '../build/apiBaseUrl.cjs';
import { builtInlineSources, type InlineSources } from '../build/inlineSources';
import {
  HOSTING_DATA,
  HOSTING_DATA_FORMAT,
  type HostingData,
  type LanguageRoutes,
} from './hostingData';
import { originOf } from './securityHeaders';

function routesOf(language: Language): LanguageRoutes {
  const pages = fixedRoutes.map(({ path: route }) => {
    const url = localizedPath(language, route);
    return { path: url, file: htmlFileFor(url) };
  });
  return {
    code: language,
    prefix: languagePrefix(language),
    pages,
    redirects: redirectRoutes.map(({ from, to }) => ({
      from: localizedPath(language, from),
      to: localizedPath(language, to),
    })),
    items: detailRoutes.map((pattern) => ({
      prefix: localizedPath(language, detailPrefix(pattern)),
      shell: fileIn(language, APP_SHELL_FILE),
    })),
    notFound: language === DEFAULT_LANGUAGE ? null : fileIn(language, NOT_FOUND_FILE),
  };
}

/** Every language's routes, the default language's first. */
export function languageRoutes(): LanguageRoutes[] {
  return SUPPORTED_LANGUAGES.map(routesOf);
}

/**
 * The pages that get a policy of their own: each route of the route table, the not-found page
 * and the app shell in every language. The content snapshot's item pages fall to the default,
 * every page's: their paths are too long for nginx's default map hash buckets, and they share
 * their styles with their list pages.
 */
function namedPages(): string[] {
  return SUPPORTED_LANGUAGES.flatMap((language) =>
    [
      ...fixedRoutes.map(({ path: route }) => htmlFileFor(route)),
      NOT_FOUND_FILE,
      APP_SHELL_FILE,
    ].map((file) => `/${fileIn(language, file)}`),
  );
}

/** The hosting data for pages whose inline sources are `inline`, calling `apiBaseUrl`. */
export function hostingDataFrom(inline: InlineSources, apiBaseUrl: string): HostingData {
  const api = apiBaseUrl.replace(/\/+$/, '');
  assertSecureApiBaseUrl(api);
  const pageStyleSources = Object.fromEntries(
    namedPages().flatMap((file) => {
      const sources = inline.pageStyleSources[file];
      return sources ? [[file, sources]] : [];
    }),
  );
  return {
    format: HOSTING_DATA_FORMAT,
    apiOrigin: originOf(api),
    scriptHashes: inline.scriptHashes,
    styleSources: inline.styleSources,
    pageStyleSources,
    languages: languageRoutes(),
  };
}

/** The hosting data of the build in `distDir`, made with API_BASE_URL `apiBaseUrl`. */
export function hostingDataOf(distDir: string, apiBaseUrl: string): HostingData {
  return hostingDataFrom(builtInlineSources(distDir), apiBaseUrl);
}

/** Writes `hosting.json` into the build in `distDir` (before its marker, which lists it). */
export function writeHostingData(distDir: string, apiBaseUrl: string): string {
  const file = path.join(distDir, HOSTING_DATA);
  fs.writeFileSync(file, `${JSON.stringify(hostingDataOf(distDir, apiBaseUrl), null, 1)}\n`);
  return file;
}
