import type { Graph, Thing, WithContext } from 'schema-dts';
import { plainText } from '@/lib/plainText';

export type JsonLdData = WithContext<Thing> | Graph;

/**
 * JSON for a `<script type="application/ld+json">` block. JSON.stringify leaves `<` as it is,
 * so a server heading such as `</script><script>…` would end the block early and become
 * markup; as `\u003c` it is the same character to a JSON parser and inert to the HTML parser.
 */
export function serializeJsonLd(data: JsonLdData): string {
  return plainText(JSON.stringify(data)).replace(/</g, '\\u003c');
}

/**
 * Structured data for search engines. The fields carry plain text (D12); the block is set as
 * raw HTML because React would escape quotes in text children when the page is prerendered,
 * and a script's content is never entity-decoded; serializeJsonLd makes that raw text safe.
 */
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
