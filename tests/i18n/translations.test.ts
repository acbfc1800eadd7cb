import { listLanguages, readLocale } from '../../scripts/build/locales.cjs';
import { flatten } from '../../scripts/i18n/i18nKeys';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';

const english = flatten(readLocale('en'));
const placeholders = (value: string | string[]) =>
  [
    ...[value]
      .flat()
      .join(' ')
      .matchAll(/\{\{(\w+)\}\}/g),
  ]
    .map((match) => match[1])
    .sort();

describe('translation files (D25)', () => {
  it('exist for exactly the seven supported languages', () => {
    expect(listLanguages()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en'))(
    '%s has exactly the English keys, no value empty, the same placeholders',
    (language) => {
      const translated = flatten(readLocale(language));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of translated) {
        const english_ = english.get(key) ?? '';
        expect({ key, empty: [value].flat().some((text) => text.trim() === '') }).toEqual({
          key,
          empty: false,
        });
        expect({ key, placeholders: placeholders(value) }).toEqual({
          key,
          placeholders: placeholders(english_),
        });
        if (Array.isArray(english_))
          expect({ key, length: [value].flat().length }).toEqual({ key, length: english_.length });
      }
    },
  );
});
