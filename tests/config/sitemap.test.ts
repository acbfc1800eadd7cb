import { DEFAULT_SITE_URL } from '@/config/env';
import { detailPrefix, detailRoutes, fixedRoutes, redirectRoutes } from '@/config/routeTable';
import { robotsTxt, sitemapXml } from '@/config/sitemap';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { localizedPath } from '@/i18n/languagePaths';

const SITE = 'https://parking.example.org';

/** The <loc> entries a crawler reads from the sitemap. */
function locations(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
}

describe('sitemap.xml', () => {
  it('lists exactly the indexable fixed routes of the route table in every language, as absolute URLs (D33, D37)', () => {
    const indexable = fixedRoutes.filter((route) => route.indexable).map((route) => route.path);
    expect(locations(sitemapXml(SITE))).toEqual(
      indexable.flatMap((path) =>
        SUPPORTED_LANGUAGES.map((language) => `${SITE}${localizedPath(language, path)}`),
      ),
    );
    expect(locations(sitemapXml(SITE))).toContain(`${SITE}/hi/`);
  });

  it('gives every URL its alternates in the seven languages and x-default (D37)', () => {
    const doc = new DOMParser().parseFromString(sitemapXml(SITE), 'application/xml');
    const xhtml = 'http://www.w3.org/1999/xhtml';
    for (const entry of doc.getElementsByTagName('url')) {
      const loc = entry.getElementsByTagName('loc')[0]?.textContent ?? '';
      const route = loc.slice(SITE.length).replace(/^\/(hi|de|fr|ru|es|zh)(?=\/|$)/, '') || '/';
      const links = [...entry.getElementsByTagNameNS(xhtml, 'link')].map((link) => [
        link.getAttribute('rel'),
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(links).toEqual([
        ...SUPPORTED_LANGUAGES.map((language) => [
          'alternate',
          language,
          `${SITE}${localizedPath(language, route)}`,
        ]),
        ['alternate', 'x-default', `${SITE}${route}`],
      ]);
    }
  });

  it('lists a snapshot build’s item pages after the fixed routes, in every language with alternates (D38)', () => {
    const items = ['/blogsection/b1', '/skills/j1'];
    const listed = locations(sitemapXml(SITE, items));
    expect(listed.slice(-14)).toEqual(
      items.flatMap((path) =>
        SUPPORTED_LANGUAGES.map((language) => `${SITE}${localizedPath(language, path)}`),
      ),
    );
    expect(listed.slice(0, -14)).toEqual(locations(sitemapXml(SITE)));
    const doc = new DOMParser().parseFromString(sitemapXml(SITE, items), 'application/xml');
    const last = [...doc.getElementsByTagName('url')].at(-1);
    const hrefs = [...(last?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? [])];
    expect(hrefs.map((link) => link.getAttribute('href'))).toContain(`${SITE}/hi/skills/j1`);
  });

  it('leaves out the hiring form, the redirects and the pages with an id', () => {
    const listed = locations(sitemapXml(SITE)).map((url) => url.slice(SITE.length));
    expect(listed).not.toContain('/form');
    for (const { from } of redirectRoutes) expect(listed).not.toContain(from);
    for (const pattern of detailRoutes)
      expect(listed.filter((path) => path.startsWith(detailPrefix(pattern)))).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('allows crawling and names the absolute sitemap URL', () => {
    const lines = robotsTxt(SITE).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('SITE_URL (D33)', () => {
  const original = process.env.SITE_URL;
  const setSiteUrl = (value: string | undefined) => {
    // Assigning undefined would store the string "undefined".
    if (value === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = value;
  };
  afterEach(() => setSiteUrl(original));

  /** env.ts reads the variable once, when it is first imported (as webpack bakes it in). */
  function siteUrlWith(value: string | undefined): string {
    setSiteUrl(value);
    let siteUrl = '';
    jest.isolateModules(() => {
      siteUrl = jest.requireActual<typeof import('@/config/env')>('@/config/env').SITE_URL;
    });
    return siteUrl;
  }

  it('defaults to the placeholder origin', () => {
    expect(siteUrlWith(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteUrlWith('')).toBe('https://www.example.com');
  });

  it('drops a trailing slash, so paths never double it', () => {
    expect(siteUrlWith('https://parking.example.org/')).toBe(SITE);
  });
});
