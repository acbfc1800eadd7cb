/**
 * The site search's indexes (E1, docs/static-site.md "Search index"): called by the prerender
 * once every page is written, it reads each indexable page of every language back from dist/
 * and writes one MiniSearch index per language, dist/search-index/{lng}.json, which the browser
 * fetches on the first search in that language. A plain build indexes the fixed routes; a
 * content-snapshot build (D38) also every item's page and the FAQ's questions, so each scheduled
 * rebuild refreshes the index with the content.
 */
import fs from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { htmlFileFor } from '@/config/routeTable';
import { indexOptions, SEARCH_INDEX_DIR, type SearchDocument } from '@/features/search/searchIndex';
import { SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { localizedPath } from '@/i18n/languagePaths';
import { pageDocuments } from './pageDocuments';

export interface IndexFigures {
  language: Language;
  documents: number;
  bytes: number;
}

/**
 * The documents of `routes` in `language`, numbered from 0, read from their files in `distDir`.
 * A page that shows what an earlier one shows (/airport is the airport's `/case/{id}`) is one
 * result, at the earlier route.
 */
export function languageDocuments(
  distDir: string,
  language: Language,
  routes: readonly string[],
): SearchDocument[] {
  const seen = new Set<string>();
  return routes
    .flatMap((route) => {
      const file = path.join(
        distDir,
        htmlFileFor(decodeURIComponent(localizedPath(language, route))),
      );
      return pageDocuments(fs.readFileSync(file, 'utf8'), route);
    })
    .filter(({ kind, title, text }) => {
      const content = JSON.stringify([kind, title, text]);
      if (seen.has(content)) return false;
      seen.add(content);
      return true;
    })
    .map((document, id) => ({ id, ...document }));
}

/** A language's index as the browser loads it (MiniSearch's JSON, with the stored fields). */
export function indexJson(language: Language, documents: readonly SearchDocument[]): string {
  const index = new MiniSearch(indexOptions(language));
  index.addAll(documents);
  return JSON.stringify(index);
}

/** Writes dist/search-index/{lng}.json for every language; the figures of each. */
export function writeSearchIndexes(distDir: string, routes: readonly string[]): IndexFigures[] {
  const dir = path.join(distDir, SEARCH_INDEX_DIR);
  fs.mkdirSync(dir, { recursive: true });
  return SUPPORTED_LANGUAGES.map((language) => {
    const documents = languageDocuments(distDir, language, routes);
    const json = indexJson(language, documents);
    fs.writeFileSync(path.join(dir, `${language}.json`), json);
    return { language, documents: documents.length, bytes: Buffer.byteLength(json) };
  });
}
