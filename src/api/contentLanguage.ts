import type { FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { Language } from '@/i18n/languages';

/**
 * The backend's content in the page's language (E6, docs/decisions.md). Every content GET
 * names the page's language in `Accept-Language`: a CORS-safelisted request header as long as
 * its value holds only letters, digits, space and `*,-.;=` (the Fetch standard), which a bare
 * language code does, so a backend on another origin gets no preflight. The language is also
 * each query's argument, so the cache keeps one answer per language and a change of language
 * asks again. An answer says its own language in `Content-Language` (a CORS-safelisted
 * response header: readable without `Access-Control-Expose-Headers`); an answer without it is
 * in the backend's default language, English.
 */

/** The language of an answer that names none. */
export const BACKEND_DEFAULT_LANGUAGE = 'en';

/** The argument of a query for one item: its id, and the language to ask for. */
export interface ItemRequest {
  id: string;
  language: Language;
}

/**
 * An answer's item with the language its server text is in (a BCP 47 tag, `en`, `de-DE`) and
 * the page language it was asked for in: an answer kept on screen while the next language's
 * loads says nothing about what the backend has in that language (ContentLanguageNote).
 */
export type Localized<Item> = Item & { contentLanguage: string; askedIn: Language };

/** A GET of the backend's content, asking for it in `language`. */
export function contentRequest(url: string, language: Language): FetchArgs {
  return { url, headers: { 'Accept-Language': language } };
}

/** A tag as `lang` and `Content-Language` take it: a 2-3 letter language, then subtags. */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z\d]{1,8})*$/i;

/** `de` of `de-DE`: what decides whether two tags are the same language. */
export function primaryLanguage(tag: string): string {
  return (tag.split('-')[0] ?? tag).toLowerCase();
}

/**
 * The language of an answer to a request for `requested`: the tag of `Content-Language` that
 * is the requested language if it names several, else its first usable one, else English.
 */
export function answerLanguage(meta: FetchBaseQueryMeta | undefined, requested: Language): string {
  const header = meta?.response?.headers.get('Content-Language') ?? '';
  const tags = header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => LANGUAGE_TAG.test(tag));
  return (
    tags.find((tag) => primaryLanguage(tag) === requested) ?? tags[0] ?? BACKEND_DEFAULT_LANGUAGE
  );
}

type Requested = Language | ItemRequest;

const requestedLanguage = (arg: Requested): Language =>
  typeof arg === 'string' ? arg : arg.language;

/** `transformResponse` for a list: `toItems`'s items, each with the answer's language. */
export function localizedList<Item extends object>(toItems: (body: unknown) => Item[]) {
  return (
    body: unknown,
    meta: FetchBaseQueryMeta | undefined,
    arg: Requested,
  ): Localized<Item>[] => {
    const askedIn = requestedLanguage(arg);
    const contentLanguage = answerLanguage(meta, askedIn);
    return toItems(body).map((item) => ({ ...item, contentLanguage, askedIn }));
  };
}

/** `transformResponse` for one item (or none): `toItem`'s item with the answer's language. */
export function localizedItem<Item extends object>(toItem: (body: unknown) => Item | null) {
  return (
    body: unknown,
    meta: FetchBaseQueryMeta | undefined,
    arg: Requested,
  ): Localized<Item> | null => {
    const item = toItem(body);
    const askedIn = requestedLanguage(arg);
    return item && { ...item, contentLanguage: answerLanguage(meta, askedIn), askedIn };
  };
}
