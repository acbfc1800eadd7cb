/**
 * The `Speculation-Rules` header and its file's content type, for the nginx configuration and
 * the preview server (issue 25, docs/hosting.md "Speculation rules").
 */
import {
  SPECULATION_RULES_HEADER_VALUE,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from '@/config/speculationRules';
import type { Header } from './securityHeaders';

export const speculationRulesHeader: Header = ['Speculation-Rules', SPECULATION_RULES_HEADER_VALUE];

/**
 * nginx: the header on every answer (the value holds double quotes, so single-quoted, which
 * `quoted` does not do), and the file with its own content type; the location adds no header,
 * so it keeps the server's.
 */
export function speculationRulesNginxLines(): { header: string; location: string } {
  return {
    header: `add_header Speculation-Rules '${SPECULATION_RULES_HEADER_VALUE}' always;`,
    location: `location = ${SPECULATION_RULES_PATH} { types { } default_type ${SPECULATION_RULES_TYPE}; try_files $uri =404; }`,
  };
}
