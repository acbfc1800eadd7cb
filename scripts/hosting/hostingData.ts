/**
 * D41: a release carries what its nginx site file needs as data, `hosting.json`: the values
 * its headers name (the API origin, the boot script's hash, each page's style hashes) and its
 * routes. The build writes it (scripts/hosting/releaseHosting.ts) and the account that builds
 * owns it; the step that writes nginx's configuration runs as root (scripts/hosting/nginxSite.ts)
 * and takes nothing else from that account. So every value is checked here against the exact
 * pattern of what it may be, and anything else (an unknown field, a `;`, `{`, `}`, quote, `$`,
 * `#`, space, line break, a `log_format` or `include`) is refused before a byte is written:
 * whoever controls the build controls the site's content, never nginx's configuration.
 * No import from src/: root runs this code (docs/deploying.md, "Who owns what").
 */
import { isLoopbackHost } from '../build/apiBaseUrl.cjs';

export const HOSTING_DATA = 'hosting.json';
export const HOSTING_DATA_FORMAT = 1;

/** The routes of one language (D37), as the host answers them (docs/hosting.md). */
export interface LanguageRoutes {
  code: string;
  /** '' for the default language, `/hi` for the others. */
  prefix: string;
  /** Fixed routes: `/hi/aboutus` is `hi/aboutus/index.html`. */
  pages: { path: string; file: string }[];
  /** 301s: `/hi/cancel` to `/hi/refund#cancellation-policy`. */
  redirects: { from: string; to: string }[];
  /** Routes with an id: anything under `/hi/case/` is its item page, else `hi/200.html`. */
  items: { prefix: string; shell: string }[];
  /** Anything else under the prefix: `hi/404.html`; null for the default language. */
  notFound: string | null;
}

export interface HostingData {
  format: typeof HOSTING_DATA_FORMAT;
  /** The API origin the build baked in, '' for the site's own (D9). */
  apiOrigin: string;
  /** `script-src`: the inline boot script's hash. */
  scriptHashes: string[];
  /** `style-src` of every answer a page of `pageStyleSources` is not. */
  styleSources: string[];
  /** Each page's own `style-src`, by its file: `/hi/aboutus/index.html`. */
  pageStyleSources: Record<string, string[]>;
  languages: LanguageRoutes[];
}

/** What deploy:switch hands the privileged step: the release's folder and its data. */
export interface SiteRequest {
  release: string;
  hosting: HostingData;
}

const MAX_TEXT = 300;
const MAX_ITEMS = 2000;

const SEGMENT = '[A-Za-z0-9_-]+';
/** `/`, `/aboutus`, `/hi/`, `/hi/case/`: letters, digits, `_` and `-` between slashes. */
const ROUTE_PATH = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?$`);
/** A route and an optional fragment: `/refund#cancellation-policy`. */
const REDIRECT_TARGET = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?(?:#${SEGMENT})?$`);
/** A page of the build: `hi/aboutus/index.html`, `200.html`. */
const HTML_FILE = new RegExp(`^(?:${SEGMENT}/)*${SEGMENT}\\.html$`);
const PAGE_KEY = new RegExp(`^/(?:${SEGMENT}/)*${SEGMENT}\\.html$`);
const LANGUAGE_CODE = /^[a-z]{2,3}$/;
/** A CSP hash source of SHA-256: 43 base64 characters and one `=`. */
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;
const STYLE_SOURCE = /^(?:'sha256-[A-Za-z0-9+/]{43}='|'unsafe-hashes')$/;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const ORIGIN = new RegExp(
  `^https?://(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::[1-9][0-9]{0,4})?$`,
);

type Check<T> = (value: unknown, at: string) => T;

function refuse(at: string, what: string, value: unknown): never {
  if (value === undefined)
    throw new Error(`${HOSTING_DATA}: ${at} must be ${what}, and is missing`);
  const shown = JSON.stringify(value);
  const short = shown.length > 80 ? `${shown.slice(0, 80)}…` : shown;
  throw new Error(`${HOSTING_DATA}: ${at} must be ${what}, not ${short}`);
}

const text =
  (pattern: RegExp, what: string): Check<string> =>
  (value, at) =>
    typeof value === 'string' && value.length <= MAX_TEXT && pattern.test(value)
      ? value
      : refuse(at, what, value);

/** '' or an origin a production build may call (D34: https, or http on a loopback host). */
const apiOrigin: Check<string> = (value, at) => {
  if (value === '') return value;
  const what = "'' or an origin such as https://api.example.com (http:// on loopback only)";
  const origin = text(ORIGIN, what)(value, at);
  const url = new URL(origin);
  const secure = url.protocol === 'https:' || isLoopbackHost(url.hostname);
  return secure && url.origin === origin ? origin : refuse(at, what, value);
};

function list<T>(item: Check<T>): Check<T[]> {
  return (value, at) => {
    if (!Array.isArray(value) || value.length > MAX_ITEMS) {
      refuse(at, `a list of at most ${String(MAX_ITEMS)} entries`, value);
    }
    return value.map((entry, index) => item(entry, `${at}[${String(index)}]`));
  };
}

function plainObject(value: unknown, at: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    refuse(at, 'an object', value);
  }
  return value as Record<string, unknown>;
}

/** An object with exactly these fields, each checked. */
function fields<T>(checks: { [K in keyof T]: Check<T[K]> }): Check<T> {
  return (value, at) => {
    const object = plainObject(value, at || 'the data');
    const field = (key: string) => (at ? `${at}.${key}` : key);
    const unknown = Object.keys(object).find((key) => !Object.hasOwn(checks, key));
    if (unknown !== undefined) refuse(field(unknown), 'absent (no such field)', object[unknown]);
    const checked: Partial<T> = {};
    for (const key of Object.keys(checks) as (keyof T & string)[]) {
      checked[key] = checks[key](object[key], field(key));
    }
    return checked as T;
  };
}

function record<T>(key: Check<string>, item: Check<T>): Check<Record<string, T>> {
  return (value, at) => {
    const entries = Object.entries(plainObject(value, at));
    if (entries.length > MAX_ITEMS)
      refuse(at, `at most ${String(MAX_ITEMS)} entries`, entries.length);
    return Object.fromEntries(
      entries.map(([name, entry]) => [
        key(name, `${at} key`),
        item(entry, `${at}[${JSON.stringify(name)}]`),
      ]),
    );
  };
}

const exactly =
  <T>(expected: T): Check<T> =>
  (value, at) =>
    value === expected ? expected : refuse(at, JSON.stringify(expected), value);

const routePath = text(ROUTE_PATH, 'a path of letters, digits, _ and - between slashes');
const htmlFile = text(
  HTML_FILE,
  'a relative .html file of letters, digits, _ and - (a/b/index.html)',
);

const languageRoutes = fields<LanguageRoutes>({
  code: text(LANGUAGE_CODE, 'a language code of 2 or 3 lower-case letters'),
  prefix: text(/^(?:\/[a-z]{2,3})?$/, "'' or / and a language code"),
  pages: list(fields({ path: routePath, file: htmlFile })),
  redirects: list(
    fields({
      from: routePath,
      to: text(REDIRECT_TARGET, 'a path as above with an optional #fragment of the same letters'),
    }),
  ),
  items: list(fields({ prefix: routePath, shell: htmlFile })),
  notFound: (value, at) => (value === null ? null : htmlFile(value, at)),
});

const hostingData = fields<HostingData>({
  format: exactly(HOSTING_DATA_FORMAT),
  apiOrigin,
  scriptHashes: list(text(HASH_SOURCE, "a hash source 'sha256-<44 base64 characters>'")),
  styleSources: list(text(STYLE_SOURCE, "a hash source 'sha256-…' or 'unsafe-hashes'")),
  pageStyleSources: record(
    text(PAGE_KEY, 'a page file such as /hi/aboutus/index.html'),
    list(text(STYLE_SOURCE, "a hash source 'sha256-…' or 'unsafe-hashes'")),
  ),
  languages: list(languageRoutes),
});

/** One language without a prefix, the others behind `/` and their code, each once. */
function checkLanguages(languages: readonly LanguageRoutes[]): void {
  const plain = languages.filter(({ prefix }) => prefix === '');
  if (plain.length !== 1)
    refuse('languages', 'a list with exactly one language without a prefix', plain.length);
  const codes = new Set<string>();
  languages.forEach(({ code, prefix, notFound }, index) => {
    const at = `languages[${String(index)}]`;
    if (codes.has(code)) refuse(`${at}.code`, 'a code no other language has', code);
    codes.add(code);
    if (prefix !== '' && prefix !== `/${code}`) refuse(`${at}.prefix`, `'' or /${code}`, prefix);
    if ((prefix === '') !== (notFound === null)) {
      refuse(`${at}.notFound`, 'null for the language without a prefix only', notFound);
    }
  });
}

/** `value` as hosting data when every field is what it may be; else an error naming the field. */
export function checkHostingData(value: unknown): HostingData {
  const data = hostingData(value, '');
  checkLanguages(data.languages);
  return data;
}
