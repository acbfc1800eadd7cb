/**
 * Lists translation values that are identical to English in another language, a hint of
 * untranslated copy. Names that rightly stay as written (brands, products, places, e-mail
 * addresses, codes) are allowed by pattern. It only prints: words such as French "Solutions"
 * are rightly the same, so a person reads the list (`npm run i18n:identical`).
 */
import { listLanguages, readLocale } from '../build/locales.cjs';
import { flatten } from './i18nKeys';

/** Values that may stay English everywhere (D25: brand and product names, places, codes). */
const ALLOWED = [
  /^[\s\d.,:;/+()–—%₹-]*$/, // numbers, punctuation
  /^\{\{[^}]+\}\}$/, // a bare placeholder
  /\b(ParkNova|CampusCare|FASTag|ANPR|RFID|GateWise|LinkedIn|YouTube|Facebook|Instagram)\b/,
  /@example\.com$/,
  /^(PDF|FAQ|OK|EN|HI|DE|FR|RU|ES|ZH|LLP|GSTIN|PAN|IoT|AMC|API)$/,
];

const english = flatten(readLocale('en'));
let count = 0;
for (const language of listLanguages().filter((lng) => lng !== 'en')) {
  for (const [key, value] of flatten(readLocale(language))) {
    const same = JSON.stringify(value) === JSON.stringify(english.get(key));
    const text = Array.isArray(value) ? value.join(' ') : value;
    if (same && !ALLOWED.some((pattern) => pattern.test(text))) {
      count += 1;
      console.info(`${language} ${key}: ${JSON.stringify(value)}`);
    }
  }
}
console.info(`${count} non-English value(s) identical to English outside the allow-list`);
