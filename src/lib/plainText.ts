/**
 * Text for places outside the page's layout (the document title, meta descriptions, share
 * cards, structured data): without the zero-width spaces the Chinese translations carry
 * between words for line breaking (scripts/build/wordBreaks.cjs), which a search engine or a
 * link preview would only have to skip.
 */
export function plainText(text: string): string {
  return text.replace(/\u200b/g, '');
}
