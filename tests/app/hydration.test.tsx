/**
 * D31, D37: the browser hydrates the HTML the build prerendered, in the page's language. Each
 * fixed route is rendered the way scripts/build/prerender.ts does (the server renderer, the
 * route preloaded) and then hydrated the way src/main.tsx does: at the page's URL, with only
 * the translations the page embeds. React's development build reports any difference between
 * the two (text, attributes, structure) on the console, which fails the test, and so does a
 * translation the embedded sections lack ("Missing translation").
 */
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { readLocale } from '../../scripts/build/locales.cjs';
import { LanguageRouter } from '@/app/LanguageRouter';
import { createSiteHistory } from '@/app/siteHistory';
import { SiteRoot } from '@/app/SiteRoot';
import { makeStore } from '@/store/makeStore';
import { fixedRoutes, NOT_FOUND_RENDER_PATH } from '@/config/routeTable';
import { createI18n } from '@/i18n/createI18n';
import { SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { localizedPath } from '@/i18n/languagePaths';
import { renderPage } from '@/prerender';

// The not-found page is rendered once per language (as 404.html) and hydrated at whatever
// unknown path a host served it for.
const routes = [
  ...fixedRoutes.map(({ path }) => ({ path, rendered: path })),
  { path: '/no-such-page', rendered: NOT_FOUND_RENDER_PATH },
];
// Every route in English and Hindi; the home page and the FAQ in every language.
const cases = SUPPORTED_LANGUAGES.flatMap((language) =>
  routes
    .filter(({ path }) => ['en', 'hi'].includes(language) || ['/', '/faq'].includes(path))
    .map((route) => ({ ...route, language })),
);

describe.each(cases)(
  'hydrating the prerendered $path in $language',
  ({ path, rendered, language }) => {
    it('keeps the server HTML and reports no mismatch', async () => {
      const lng: Language = language;
      const page = await renderPage(localizedPath(lng, rendered), lng, readLocale(lng));
      expect(page.html).toContain('<h1');
      expect(page.head).toContain('<title>');
      document.head.innerHTML = page.head;
      window.history.replaceState(null, '', localizedPath(lng, path));
      const container = document.createElement('div');
      container.innerHTML = page.html;
      document.body.append(container);
      const heading = container.querySelector('h1');
      const problems = jest.spyOn(console, 'error');
      const warnings = jest.spyOn(console, 'warn');
      const i18n = await createI18n(lng, { [lng]: { translation: page.translation } });
      const history = createSiteHistory(window);
      const store = makeStore({
        i18n,
        preloadedState: { language: { current: lng } },
        url: history,
      });
      const Router = ({ children }: { children: ReactNode }) => (
        <LanguageRouter history={history}>{children}</LanguageRouter>
      );
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(
          container,
          <SiteRoot store={store} i18n={i18n} router={Router} hydrating />,
        );
      });
      expect(problems).not.toHaveBeenCalled();
      const missing = warnings.mock.calls.filter(([text]) =>
        /Missing translation/.test(String(text)),
      );
      expect(missing).toEqual([]);
      // Hydration adopted the server's nodes instead of rendering new ones.
      expect(container.querySelector('h1')).toBe(heading);
      expect(window.location.pathname).toBe(localizedPath(lng, path));
      act(() => root?.unmount());
      container.remove();
    });
  },
);
