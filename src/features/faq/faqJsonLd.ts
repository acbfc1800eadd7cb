import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqItem } from './faqApi';

/**
 * The loaded questions as an FAQPage, in the order the page shows them; null when there are
 * none, since structured data must describe what the page shows. Answers are plain text (D12):
 * the answer, then its key points on their own lines.
 */
export function faqPageJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> | null {
  if (items.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.faqQuestion,
      acceptedAnswer: {
        '@type': 'Answer',
        text: [item.faqAnswer, ...item.keyPoints].filter(Boolean).join('\n'),
      },
    })),
  };
}
