/**
 * D37, D42: the language scheme of the URLs. A route is always a path on this site: however many
 * slashes (or backslashes, which browsers read as slashes) a visitor's address starts with, no
 * language switch produces a protocol-relative URL such as `//evil.example/x`.
 */
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { languageInPath, localizedPath, routeOfPath } from '@/i18n/languagePaths';

describe('routeOfPath', () => {
  it.each([
    ['/hi/aboutus', '/aboutus'],
    ['/hi', '/'],
    ['/hi/', '/'],
    ['/aboutus', '/aboutus'],
    ['/', '/'],
    ['/hi//evil.example/x', '/evil.example/x'],
    ['/de///evil.example', '/evil.example'],
    ['/zh/\\evil.example/x', '/evil.example/x'],
    ['/hi/\t/evil.example', '/evil.example'],
    ['//evil.example/x', '/evil.example/x'],
  ])('%s is the route %s', (path, route) => {
    expect(routeOfPath(path)).toBe(route);
  });
});

describe('localizedPath', () => {
  it.each(SUPPORTED_LANGUAGES)('in %s never leaves the site, whatever the route', (language) => {
    for (const route of ['//evil.example/x', '/\\evil.example', '\\/evil.example', '']) {
      const path = localizedPath(language, route);
      expect(path).toMatch(/^\/([^/\\]|$)/);
      expect(new URL(path, 'https://www.example.com').origin).toBe('https://www.example.com');
    }
  });

  it('puts the prefix in front of a route, and home at /hi/ (D37)', () => {
    expect(localizedPath('hi', '/aboutus')).toBe('/hi/aboutus');
    expect(localizedPath('hi', '/')).toBe('/hi/');
    expect(localizedPath('en', '/aboutus')).toBe('/aboutus');
    expect(languageInPath('/hi//evil.example/x')).toBe('hi');
  });
});
