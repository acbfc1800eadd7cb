/**
 * D34: a production build refuses an API origin that is not https, except on a loopback host
 * (the local end-to-end runs). webpack.config.js calls this before anything is compiled.
 */
import { assertSecureApiBaseUrl } from '../../scripts/build/apiBaseUrl.cjs';

describe('the API origin a production build accepts', () => {
  it.each([
    ['', 'none: the site answers the API itself (D9)'],
    ['https://api.example.com', 'https'],
    ['https://api.example.com:8443/v1', 'https with a port and a path'],
    ['http://localhost:4000', 'localhost'],
    ['http://LOCALHOST', 'localhost in capitals'],
    ['http://127.0.0.1:4390', '127.0.0.1'],
    ['http://127.45.3.9', 'anywhere in 127.0.0.0/8'],
    ['http://[::1]:4390', 'IPv6 loopback'],
  ])('accepts %s (%s)', (url) => {
    expect(() => assertSecureApiBaseUrl(url)).not.toThrow();
  });

  it.each([
    'http://api.example.com',
    'http://10.0.0.5:8080',
    'http://0.0.0.0:4390',
    'http://[::2]',
    'http://127.0.0.1.example.com',
    'http://localhost.example.com',
    'ftp://api.example.com',
    'ws://127.0.0.1:4390',
  ])('refuses %s, saying why', (url) => {
    expect(() => assertSecureApiBaseUrl(url)).toThrow(/not https:\/\/.*clear text/);
  });

  it('refuses a value that is not a URL, saying what is expected', () => {
    expect(() => assertSecureApiBaseUrl('api.example.com')).toThrow(/not an absolute URL/);
  });
});
