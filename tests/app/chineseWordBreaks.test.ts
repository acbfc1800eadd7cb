/**
 * The Chinese translations carry zero-width spaces between words for line breaking
 * (scripts/build/wordBreaks.cjs); they belong to the page's text only. The title, the
 * descriptions, the share card and the structured data a search engine reads have none.
 */
import { readLocale } from '../../scripts/build/locales.cjs';
import { renderPage } from '@/prerender';

it('a Chinese page’s heading carries its word breaks, its head and JSON-LD none', async () => {
  const page = await renderPage('/zh/faq', 'zh', readLocale('zh'));
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(page.html)?.[1] ?? '';
  expect(heading).toContain('\u200b');
  expect(page.head).toMatch(/<title>[^<]+<\/title>/);
  expect(page.head).not.toContain('\u200b');
  const jsonLd = page.html.match(/<script type="application\/ld\+json">[^<]*<\/script>/g) ?? [];
  expect(jsonLd.length).toBeGreaterThan(0);
  for (const block of jsonLd) expect(block).not.toContain('\u200b');
});
