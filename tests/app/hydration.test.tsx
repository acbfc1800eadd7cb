/**
 * D31: the browser hydrates the HTML the build prerendered. Each fixed route is rendered the
 * way scripts/build/prerender.ts does (the server renderer, English, the route preloaded) and then
 * hydrated the way src/main.tsx does; React's development build reports any difference
 * between the two (text, attributes, structure) on the console, which fails the test.
 */
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readLocale } from '../../scripts/build/locales.cjs';
import { SiteRoot } from '@/app/SiteRoot';
import { makeStore } from '@/store/makeStore';
import { fixedRoutes, NOT_FOUND_RENDER_PATH } from '@/config/routeTable';
import { createI18n } from '@/i18n/createI18n';
import { renderPage } from '@/prerender';

const english = { translation: readLocale('en') };

// The not-found page is rendered once (as 404.html) and hydrated at whatever unknown path a
// host served it for.
const cases = [
  ...fixedRoutes.map(({ path }) => ({ path, rendered: path })),
  { path: '/no-such-page', rendered: NOT_FOUND_RENDER_PATH },
];

describe.each(cases)('hydrating the prerendered $path', ({ path, rendered }) => {
  it('keeps the server HTML and reports no mismatch', async () => {
    const { head, html } = await renderPage(rendered, english);
    expect(html).toContain('<h1');
    expect(head).toContain('<title>');
    document.head.innerHTML = head;
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const problems = jest.spyOn(console, 'error');
    const i18n = await createI18n('en', { en: english });
    const store = makeStore({ i18n });
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <SiteRoot store={store} i18n={i18n} router={BrowserRouter} />);
    });
    expect(problems).not.toHaveBeenCalled();
    // Hydration adopted the server's nodes instead of rendering new ones.
    expect(container.querySelector('h1')).toBe(heading);
    act(() => root?.unmount());
    container.remove();
  });
});
