import { readLocale } from '../../../scripts/build/locales.cjs';
import { flatten } from '../../../scripts/i18n/i18nKeys';
import {
  privacyPolicy,
  refundPolicy,
  shippingPolicy,
  termsAndConditions,
  type LegalDocumentContent,
} from '@/features/legal/content';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';

const documents = [privacyPolicy, termsAndConditions, shippingPolicy, refundPolicy];

/** Every translation key one policy renders, in page order. */
function keysOf(document: LegalDocumentContent): string[] {
  const base = `legal.${document.id}`;
  return [
    `${base}.title`,
    `${base}.intro`,
    ...document.sections.flatMap((section) => {
      const at = `${base}.sections.${section.id}`;
      return [
        `${at}.heading`,
        ...(section.before ?? []).map((key) => `${at}.text.${key}`),
        ...(section.items ?? []).map((key) => `${at}.items.${key}`),
        ...(section.after ?? []).map((key) => `${at}.text.${key}`),
      ];
    }),
  ];
}

describe('legal content', () => {
  it('gives the refund page the footer anchors #top and #cancellation-policy', () => {
    expect(refundPolicy.titleAnchor).toBe('top');
    const cancellation = refundPolicy.sections.find((section) => section.anchor);
    expect(cancellation).toMatchObject({ id: 'cancellation', anchor: 'cancellation-policy' });
  });

  it('ends every policy with the contact block', () => {
    for (const document of documents) expect(document.sections.at(-1)?.contact).toBe(true);
  });

  it.each(SUPPORTED_LANGUAGES)('has every key of the four policies in %s (D25)', (language) => {
    const strings = flatten(readLocale(language));
    const missing = documents.flatMap(keysOf).filter((key) => !strings.get(key));
    expect(missing).toEqual([]);
  });

  it('uses every legal key it defines (no orphaned copy)', () => {
    const used = new Set([
      ...documents.flatMap(keysOf),
      'legal.lastUpdated',
      'legal.contact.email',
      'legal.contact.phone',
    ]);
    const defined = [...flatten(readLocale('en')).keys()].filter((key) => key.startsWith('legal.'));
    expect(defined.filter((key) => !used.has(key))).toEqual([]);
  });
});
