/**
 * D45: servers over plain http send the production headers without the two that only mean
 * something over https (WebKit upgrades loopback requests too, so a plain-http preview showed
 * Safari the start-failure screen on every page).
 */
import { readTemplate, renderSiteConfig } from '../../scripts/hosting/nginxConfig';
import { contentSecurityPolicy, securityHeaders } from '../../scripts/hosting/securityHeaders';
import { hostingDataFrom } from '../../scripts/hosting/releaseHosting';
import { headersForPlainHttp, policyForPlainHttp } from '../../scripts/serve/plainHttp';

const options = { apiOrigin: 'http://127.0.0.1:4390', scriptHashes: [], styleSources: [] };

describe('headers for a server over plain http', () => {
  const production = contentSecurityPolicy(options);

  it('drop the policy’s upgrade-insecure-requests and keep every other directive', () => {
    const plain = policyForPlainHttp(production);
    expect(production).toMatch(/(^|; )upgrade-insecure-requests(;|$)/);
    expect(plain).not.toContain('upgrade-insecure-requests');
    expect(plain.split('; ')).toEqual(
      production.split('; ').filter((directive) => directive !== 'upgrade-insecure-requests'),
    );
  });

  it('drop HSTS and keep the other headers as they are', () => {
    const headers = securityHeaders(options);
    const plain = new Map(headersForPlainHttp(headers));
    expect(new Map(headers).has('Strict-Transport-Security')).toBe(true);
    expect(plain.has('Strict-Transport-Security')).toBe(false);
    expect(plain.get('Content-Security-Policy')).toBe(policyForPlainHttp(production));
    for (const [name, value] of headers) {
      if (!['Strict-Transport-Security', 'Content-Security-Policy'].includes(name)) {
        expect(plain.get(name)).toBe(value);
      }
    }
  });

  it('are what nginx sends with NGINX_TLS=none, and only that differs', () => {
    const render = (plainHttp: boolean) =>
      renderSiteConfig(
        readTemplate('site.conf.template'),
        {
          listen: '127.0.0.1:4391',
          root: '/tmp/dist',
          serverName: '127.0.0.1',
          siteOrigin: 'http://127.0.0.1:4391',
          brotli: false,
          tls: null,
          plainHttp,
        },
        hostingDataFrom(
          { scriptHashes: [], styleSources: [], pageStyleSources: {} },
          options.apiOrigin,
        ),
      );
    const [config, plain] = [render(false), render(true)];
    expect(config).toMatch(/^\s*add_header Strict-Transport-Security /m);
    expect(config).toContain('upgrade-insecure-requests');
    expect(plain).not.toMatch(/Strict-Transport-Security/);
    expect(plain).not.toContain('upgrade-insecure-requests');
    const changed = config.split('\n').filter((line) => !plain.split('\n').includes(line));
    // The two headers, and the comments that say where TLS ends.
    expect(changed.filter((line) => !line.trim().startsWith('#'))).toHaveLength(2);
    expect(plain).toMatch(
      /^\s*add_header Content-Security-Policy "default-src 'none'; .*" always;$/m,
    );
  });
});
