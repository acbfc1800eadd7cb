/**
 * D45: a server over plain http (the preview server; nginx with NGINX_TLS=none, a local try or
 * the end-to-end tests on loopback, scripts/hosting/nginxConfig.ts) sends the production
 * headers (scripts/hosting/securityHeaders.ts) less the two that only mean something over https. WebKit applies the CSP's `upgrade-insecure-requests` to loopback
 * addresses too (Chromium and Firefox exempt them): it asks https://127.0.0.1:4173/js/… for
 * every script, nothing answers, and Safari shows the start-failure screen on every page. HSTS
 * goes with it: over http it is ignored at best, and a browser that kept it for localhost would
 * refuse plain http there for two years. Production (https) keeps both.
 */
import type { Header } from '../hosting/securityHeaders';

const UPGRADE_DIRECTIVE = 'upgrade-insecure-requests';
const HSTS = 'strict-transport-security';
const CSP = 'content-security-policy';

/** `policy` without its `upgrade-insecure-requests` directive. */
export function policyForPlainHttp(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== UPGRADE_DIRECTIVE)
    .join('; ');
}

/** The headers with no HSTS and a CSP that does not upgrade requests. */
export function headersForPlainHttp(headers: readonly Header[]): Header[] {
  return headers
    .filter(([name]) => name.toLowerCase() !== HSTS)
    .map(([name, value]) =>
      name.toLowerCase() === CSP ? [name, policyForPlainHttp(value)] : [name, value],
    );
}
