import { HttpResponse, type JsonBodyType } from 'msw';

/**
 * How the demo backend answers in a language (E6): it reads `Accept-Language` (the site sends
 * the page's language, a browser its own list with weights), has German for some content, and
 * otherwise answers in English, its default. An answer in the asked-for language says so in
 * `Content-Language`; English for a German request says `en`; an English answer to any other
 * request names no language, as a backend that knows none would, so the site's "no header is
 * English" rule is exercised too. Every answer varies by `Accept-Language`.
 */
export type ContentLanguage = 'en' | 'de';

const KNOWN: readonly ContentLanguage[] = ['en', 'de'];

const isKnown = (language: string): language is ContentLanguage =>
  (KNOWN as readonly string[]).includes(language);

/** The language the request asks for first (by weight), of those the demo backend knows. */
function wanted(request: Request): ContentLanguage | undefined {
  const ranked = (request.headers.get('Accept-Language') ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return {
        language: (tag.split('-')[0] ?? '').toLowerCase(),
        q: weight ? Number(weight.slice(2)) : 1,
      };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map(({ language }) => language).find(isKnown);
}

/**
 * A JSON answer in the request's language: `translated` holds the body per language the
 * content exists in beyond English (`english`).
 */
export function answerInLanguage(
  request: Request,
  english: JsonBodyType,
  translated: Partial<Record<ContentLanguage, JsonBodyType>> = {},
): Response {
  const asked = wanted(request);
  const body = asked ? translated[asked] : undefined;
  const headers: Record<string, string> = { Vary: 'Accept-Language' };
  if (body !== undefined && asked) headers['Content-Language'] = asked;
  else if (asked && asked !== 'en') headers['Content-Language'] = 'en';
  return HttpResponse.json(body ?? english, { headers });
}
