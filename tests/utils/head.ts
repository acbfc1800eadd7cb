/**
 * What a crawler or a link preview reads from the page: the <head> tags and the JSON-LD
 * blocks. Each reader returns every match, so a test also sees a duplicate tag.
 */
function attributes(selector: string, attribute: string): string[] {
  return [...document.head.querySelectorAll(selector)].map(
    (el) => el.getAttribute(attribute) ?? '',
  );
}

export const head = {
  titles: () => [...document.head.querySelectorAll('title')].map((el) => el.textContent),
  /** `<meta name=…>` or `<meta property=…>` contents. */
  meta: (key: string) => attributes(`meta[name="${key}"], meta[property="${key}"]`, 'content'),
  canonical: () => attributes('link[rel="canonical"]', 'href'),
  /** `[hreflang, href]` of each `<link rel="alternate" hreflang>` (D37). */
  alternates: () =>
    [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((el) => [
      el.getAttribute('hreflang'),
      el.getAttribute('href'),
    ]),
};

export type JsonLdNode = Record<string, unknown> & { '@type'?: string };

/** Every JSON-LD node in `root`, `@graph` entries flattened. */
export function jsonLdNodes(root: ParentNode = document): JsonLdNode[] {
  return [...root.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent) as JsonLdNode & { '@graph'?: JsonLdNode[] };
    return data['@graph'] ?? [data];
  });
}

export function jsonLdOfType(type: string, root: ParentNode = document): JsonLdNode[] {
  return jsonLdNodes(root).filter((node) => node['@type'] === type);
}
