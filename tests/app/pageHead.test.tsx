import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { readLocale } from '../../scripts/build/locales.cjs';
import { SITE_URL } from '@/config/env';
import { fixedRoutes } from '@/config/routeTable';
import { languageSelected } from '@/i18n/languageSlice';
import { SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { localizedPath } from '@/i18n/languagePaths';
import { parkingServices } from '@/mocks/fixtures/parking';
import { head, jsonLdOfType } from '../utils/head';
import { renderRoute } from '../utils/renderWithProviders';

interface RouteHead {
  /** The page title before " | ParkNova"; the home page has none. */
  title: (t: I18n['t']) => string;
  description: string;
  /** The share image's file under /images/share/. */
  share: string;
  /** Kept out of search engines: `robots` noindex, no canonical or alternates (PageMeta). */
  noindex?: boolean;
}

const key = (translationKey: string) => (t: I18n['t']) => t(translationKey);
const airport = parkingServices.find((service) => /airport/i.test(service.parkingHeading));

/** What every fixed route of the route table must show in its head. */
const routes: Record<string, RouteHead> = {
  '/': { title: () => '', description: 'home', share: 'home' },
  '/aboutus': { title: key('about.title'), description: 'about', share: 'about' },
  '/solution': { title: key('solutions.meta.title'), description: 'solution', share: 'solutions' },
  '/case': { title: key('parking.list.title'), description: 'caseList', share: 'galleries' },
  // D4: the airport service's name, once the services list is in.
  '/airport': {
    title: () => airport?.parkingHeading ?? '',
    description: 'airport',
    share: 'galleries',
  },
  '/career': { title: key('careers.meta.title'), description: 'career', share: 'careers' },
  '/contact': { title: key('contact.meta.title'), description: 'contact', share: 'contact' },
  '/blog': { title: key('blog.title'), description: 'blog', share: 'blog' },
  '/gallary': { title: key('galleries.hub.title'), description: 'gallery', share: 'galleries' },
  '/mall': { title: key('galleries.headings.mall'), description: 'mall', share: 'galleries' },
  '/residential': {
    title: key('galleries.headings.residential'),
    description: 'residential',
    share: 'galleries',
  },
  '/truck': { title: key('galleries.headings.truck'), description: 'truck', share: 'galleries' },
  '/railway': {
    title: key('galleries.headings.railway'),
    description: 'railway',
    share: 'galleries',
  },
  '/holy': { title: key('galleries.headings.holy'), description: 'holy', share: 'galleries' },
  '/bussiness': {
    title: key('galleries.headings.business'),
    description: 'business',
    share: 'galleries',
  },
  '/joinus': { title: key('registration.meta.title'), description: 'joinUs', share: 'partners' },
  '/events': { title: key('events.title'), description: 'events', share: 'events' },
  '/form': { title: key('hiring.meta.title'), description: 'hiringForm', share: 'careers' },
  '/privacypolicy': { title: key('legal.privacy.title'), description: 'privacy', share: 'legal' },
  '/faq': { title: key('faq.title'), description: 'faq', share: 'support' },
  '/support': { title: key('support.title'), description: 'support', share: 'support' },
  '/refund': { title: key('legal.refund.title'), description: 'refund', share: 'legal' },
  '/terms': { title: key('legal.terms.title'), description: 'terms', share: 'legal' },
  '/shipping': { title: key('legal.shipping.title'), description: 'shipping', share: 'legal' },
  '/search': { title: key('search.title'), description: 'search', share: 'home', noindex: true },
};

function fullTitle(route: RouteHead, t: I18n['t']): string {
  const title = route.title(t);
  return title ? `${title} | ParkNova` : `ParkNova | ${t('common.brandTagline')}`;
}

/** Renders `path` and waits until its page (and, for /airport, its data) has set the head. */
async function openRoute(path: string, language: Language = 'en') {
  const route = routes[path];
  if (!route) throw new Error(`no expectations for ${path}`);
  const view = await renderRoute(path, { language });
  const title = fullTitle(route, view.i18n.t);
  await waitFor(() => expect(head.titles()).toEqual([title]), { timeout: 5000 });
  return { ...view, route, title };
}

/** The other six languages' Open Graph locales, in a stable order (tag order carries no meaning). */
const otherLocales = (locale: string) =>
  ['de_DE', 'en_IN', 'es_ES', 'fr_FR', 'hi_IN', 'ru_RU', 'zh_CN'].filter((l) => l !== locale);
const alternates = () => head.meta('og:locale:alternate').sort();

it('every fixed route of the route table has expectations here', () => {
  expect(Object.keys(routes).sort()).toEqual(fixedRoutes.map((route) => route.path).sort());
});

describe.each([
  ['en', 'en_IN'],
  ['de', 'de_DE'],
] as const)('the head of each fixed route in %s', (language, locale) => {
  it.each(Object.keys(routes))('%s', async (path) => {
    const { i18n, route, title } = await openRoute(path, language);
    const description = i18n.t(`seo.pages.${route.description}`);
    // D37: the page's own URL in its language, and its URL in each language.
    const url = `${SITE_URL}${localizedPath(language, path)}`;
    expect(head.meta('description')).toEqual([description]);
    if (route.noindex) {
      expect(head.meta('robots')).toEqual(['noindex']);
      expect(head.canonical()).toEqual([]);
      expect(head.alternates()).toEqual([]);
      return;
    }
    expect(head.canonical()).toEqual([url]);
    expect(head.alternates()).toEqual([
      ...SUPPORTED_LANGUAGES.map((other) => [other, `${SITE_URL}${localizedPath(other, path)}`]),
      ['x-default', `${SITE_URL}${path}`],
    ]);
    expect(jsonLdOfType('WebPage')).toEqual([
      expect.objectContaining({ inLanguage: language, url, name: title, description }),
    ]);
    expect(head.meta('robots')).toEqual([]);
    expect(head.meta('og:type')).toEqual(['website']);
    expect(head.meta('og:site_name')).toEqual(['ParkNova']);
    expect(head.meta('og:title')).toEqual([title]);
    expect(head.meta('og:description')).toEqual([description]);
    expect(head.meta('og:url')).toEqual([url]);
    expect(head.meta('og:locale')).toEqual([locale]);
    expect(alternates()).toEqual(otherLocales(locale));
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.meta('twitter:title')).toEqual([title]);
    expect(head.meta('twitter:description')).toEqual([description]);
    if (path === '/airport') {
      // A loaded service shares its own picture; its size is not known.
      const image = `${SITE_URL}${airport?.parkingBackgroundImage ?? ''}`;
      expect(head.meta('og:image')).toEqual([image]);
      expect(head.meta('og:image:width')).toEqual([]);
      expect(head.meta('twitter:image')).toEqual([image]);
      return;
    }
    const image = `${SITE_URL}/images/share/${route.share}.jpg`;
    expect(head.meta('og:image')).toEqual([image]);
    expect(head.meta('og:image:width')).toEqual(['1200']);
    expect(head.meta('og:image:height')).toEqual(['630']);
    expect(head.meta('og:image:alt')).toEqual([i18n.t(`seo.shareAlt.${route.share}`)]);
    expect(head.meta('twitter:image')).toEqual([image]);
  });
});

it('every fixed route has its own title and description', async () => {
  const seen: { title: string; description: string }[] = [];
  for (const path of Object.keys(routes)) {
    const { title } = await openRoute(path);
    seen.push({ title, description: head.meta('description')[0] ?? '' });
    cleanup();
  }
  expect(new Set(seen.map((page) => page.title)).size).toBe(seen.length);
  expect(new Set(seen.map((page) => page.description)).size).toBe(seen.length);
  for (const { description } of seen) expect(description.length).toBeGreaterThanOrEqual(100);
}, 60_000);

it('follows a language change at runtime (D24)', async () => {
  const { i18n, store } = await openRoute('/aboutus');
  // The site loads a language's file when it is chosen; the test i18n has it at hand.
  i18n.addResourceBundle('fr', 'translation', readLocale('fr'));
  await act(async () => {
    store.dispatch(languageSelected('fr'));
    await Promise.resolve();
  });
  await waitFor(() => expect(head.titles()).toEqual(['À propos de nous | ParkNova']));
  expect(head.meta('description')[0]).toMatch(/^Découvrez ParkNova/);
  expect(head.meta('og:locale')).toEqual(['fr_FR']);
  expect(alternates()).toEqual(otherLocales('fr_FR'));
  expect(head.meta('og:image:alt')[0]).toMatch(/^Logo ParkNova/);
});

it('names a page by its route, not by the letter case of the address', async () => {
  await renderRoute('/AboutUs/');
  await waitFor(() => expect(head.canonical()).toEqual([`${SITE_URL}/aboutus`]));
  expect(head.meta('og:url')).toEqual([`${SITE_URL}/aboutus`]);
});

describe('the not-found page', () => {
  it('is noindex, with no canonical URL', async () => {
    await renderRoute('/no/such/page');
    await waitFor(() => expect(head.titles()).toEqual(['Page not found | ParkNova']));
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.canonical()).toEqual([]);
    expect(head.meta('og:url')).toEqual([]);
    expect(head.meta('description')).toHaveLength(1);
  });
});

describe('public/index.html', () => {
  const html = readFileSync(join(__dirname, '../../public/index.html'), 'utf8');
  const template = new DOMParser().parseFromString(html, 'text/html');

  it('leaves the title and the description to the page, so the head has one of each', () => {
    expect(template.querySelector('title')).toBeNull();
    expect(template.querySelector('meta[name="description"]')).toBeNull();
  });

  it('keeps charset, viewport, theme colour and icon', () => {
    expect(template.querySelector('meta[charset="utf-8"]')).not.toBeNull();
    expect(template.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(template.querySelector('meta[name="theme-color"]')).not.toBeNull();
    expect(template.querySelector('link[rel="icon"]')).not.toBeNull();
  });
});
