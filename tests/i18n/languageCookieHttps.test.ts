/**
 * @jest-environment-options {"url": "https://www.example.com/hi/faq"}
 */
/**
 * D42: on a site served over https the `selectedLanguage` cookie is `Secure` as well: never
 * sent over plain http. (tests/i18n/syncLanguage.test.ts checks the same cookie over http.)
 */
import { languageSelected } from '@/i18n/languageSlice';
import { makeStore } from '@/store/makeStore';
import { createTestI18n } from '../utils/renderWithProviders';

it('writes the language cookie with Secure, SameSite=Lax and a year, and the browser keeps it', async () => {
  const written: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    cookie?.set?.call(document, value);
  });
  const i18n = await createTestI18n('hi');
  const store = makeStore({ i18n, preloadedState: { language: { current: 'hi' } } });
  store.dispatch(languageSelected('de'));
  expect(written).toEqual([
    'selectedLanguage=hi; path=/; max-age=31536000; SameSite=Lax; Secure',
    'selectedLanguage=de; path=/; max-age=31536000; SameSite=Lax; Secure',
  ]);
  expect(document.cookie).toBe('selectedLanguage=de');
  expect(window.location.protocol).toBe('https:');
});
