/**
 * Every NGINX_* value is checked before it goes into nginx's configuration or is run as a
 * command (scripts/hosting/nginxValues.ts): a bad one is refused with a message naming the
 * variable, a good one passes as it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteOptionsFromEnv } from '../../scripts/hosting/nginxEnv';
import { nginxBinary } from '../../scripts/hosting/nginxServer';
import { readSiteSettings } from '../../scripts/hosting/nginxSite';

const BASE = { API_BASE_URL: 'https://api.parknova.example', NGINX_BROTLI: 'off' };
const fromEnv = (values: Record<string, string>) => siteOptionsFromEnv({ ...BASE, ...values });

const INJECTION = 'www.example.com; location /x { return 200 "owned"; }';

const BAD: Record<string, string[]> = {
  NGINX_SERVER_NAME: [
    INJECTION,
    'www.example.com;',
    'www.{example}.com',
    'www.example.com  example.com',
    '$host',
    '-bad-.example.com',
    '~^(www)\\.example\\.com$',
  ],
  NGINX_ROOT: [
    '/var/www/my site',
    'var/www/site',
    '/var/www/site;',
    '/var/{www}',
    '/var/$www',
    '/srv/"x"',
  ],
  NGINX_LISTEN: [
    '80;',
    '0',
    '65536',
    'localhost:',
    ':8080',
    '127.0.0.1:80 default_server',
    '::1:80',
    '80 ssl',
  ],
  NGINX_HTTP_LISTEN: ['80; listen 81', 'http://127.0.0.1:80'],
  NGINX_TLS_CERTIFICATE: ['/etc/ssl/site cert.pem', 'site.pem', '/etc/ssl/a;b.pem'],
  NGINX_TLS_CERTIFICATE_KEY: ['/etc/ssl/{key}.pem', './site.key'],
  NGINX_MODULES_DIR: ['/usr/lib/nginx/mod ules', 'modules'],
  NGINX_BROTLI: ['yes', 'on;'],
};

/** The environment a bad `value` of `name` is tried in (TLS values need their partner). */
function withValue(name: string, value: string): Record<string, string> {
  if (name === 'NGINX_TLS_CERTIFICATE')
    return { [name]: value, NGINX_TLS_CERTIFICATE_KEY: '/k.pem' };
  if (name === 'NGINX_TLS_CERTIFICATE_KEY')
    return { NGINX_TLS_CERTIFICATE: '/c.pem', [name]: value };
  if (name === 'NGINX_HTTP_LISTEN')
    return { NGINX_TLS_CERTIFICATE: '/c.pem', NGINX_TLS_CERTIFICATE_KEY: '/k.pem', [name]: value };
  if (name === 'NGINX_MODULES_DIR') return { NGINX_BROTLI: 'auto', [name]: value };
  return { [name]: value };
}

describe('NGINX_* values for the configuration', () => {
  const cases = Object.entries(BAD).flatMap(([name, values]) =>
    values.map((value) => [name, value] as const),
  );

  it.each(cases)('refuses %s=%j, naming the variable', (name, value) => {
    expect(() => fromEnv(withValue(name, value))).toThrow(new RegExp(`^${name} must be `));
  });

  it('never writes an injected location block', () => {
    expect(() => fromEnv({ NGINX_SERVER_NAME: INJECTION })).toThrow(
      `NGINX_SERVER_NAME must be host names separated by single spaces (www.example.com, *.example.com, .example.com, _), not ${JSON.stringify(INJECTION)}`,
    );
  });

  it('checks the server name taken from SITE_URL too', () => {
    expect(() => fromEnv({ SITE_URL: 'https://a;b{c}.example' })).toThrow(
      /^NGINX_SERVER_NAME \(unset: the host of SITE_URL\) must be host names/,
    );
  });

  it('accepts what nginx is given in practice', () => {
    const options = fromEnv({
      NGINX_SERVER_NAME: 'www.parknova.example parknova.example *.parknova.example .parknova.in _',
      NGINX_ROOT: '/var/www/parknova/releases/20261124T210000Z',
      NGINX_LISTEN: '[::1]:8443',
      NGINX_TLS_CERTIFICATE: '/etc/letsencrypt/live/www.parknova.example/fullchain.pem',
      NGINX_TLS_CERTIFICATE_KEY: '/etc/letsencrypt/live/www.parknova.example/privkey.pem',
      NGINX_HTTP_LISTEN: '127.0.0.1:8080',
    });
    expect(options).toMatchObject({
      serverName: 'www.parknova.example parknova.example *.parknova.example .parknova.in _',
      root: '/var/www/parknova/releases/20261124T210000Z',
      listen: '[::1]:8443',
      tls: { httpListen: '127.0.0.1:8080', httpsPort: 8443 },
    });
    for (const listen of ['80', '443', '127.0.0.1:8080', '*:80', 'localhost:8080', '65535']) {
      expect(fromEnv({ NGINX_LISTEN: listen }).listen).toBe(listen);
    }
    expect(fromEnv({ NGINX_SERVER_NAME: 'localhost' }).serverName).toBe('localhost');
    expect(fromEnv({ NGINX_MODULES_DIR: '/opt/nginx/modules' }).brotli).toBe(false);
  });

  it('takes an empty value as unset, as an env file writes it', () => {
    expect(fromEnv({ NGINX_LISTEN: '', NGINX_SERVER_NAME: '' })).toMatchObject({
      listen: '80',
      serverName: 'www.example.com',
    });
  });
});

describe("NGINX_* values of the deploy's privileged step", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-values-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Its settings file, as /etc/parknova/build.env holds them. */
  const settingsWith = (values: Record<string, string>) => {
    const file = path.join(dir, 'build.env');
    const lines = Object.entries({
      PARKNOVA_RELEASES: '/var/www/parknova/releases',
      NGINX_SITE_CONFIG: '/etc/nginx/sites-available/p.conf',
      ...values,
    }).map(([name, value]) => `${name}="${value}"`);
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    return readSiteSettings(file);
  };

  it.each([
    ['NGINX_SITE_CONFIG', 'sites-available/parknova.conf'],
    ['NGINX_SITE_CONFIG', '/etc/nginx/sites available/parknova.conf'],
    ['PARKNOVA_RELEASES', '/var/www/parknova/re leases'],
    ['NGINX_TEST_COMMAND', 'nginx -t; rm -rf /var/www'],
    ['NGINX_TEST_COMMAND', 'nginx  -t'],
    ['NGINX_RELOAD_COMMAND', 'systemctl reload nginx && curl http://x'],
    ['NGINX_RELOAD_COMMAND', 'nginx -s reload | tee x'],
  ])('refuses %s=%j, naming the variable', (name, value) => {
    expect(() => settingsWith({ [name]: value })).toThrow(new RegExp(`^${name} must be `));
  });

  it('splits good commands into words, with the defaults when unset', () => {
    expect(settingsWith({}).nginx).toEqual({
      siteConfig: '/etc/nginx/sites-available/p.conf',
      test: ['nginx', '-t'],
      reload: ['nginx', '-s', 'reload'],
    });
    expect(
      settingsWith({
        NGINX_TEST_COMMAND: '/usr/sbin/nginx -t',
        NGINX_RELOAD_COMMAND: '/usr/bin/systemctl reload nginx.service',
      }).nginx,
    ).toMatchObject({
      test: ['/usr/sbin/nginx', '-t'],
      reload: ['/usr/bin/systemctl', 'reload', 'nginx.service'],
    });
  });
});

describe('NGINX_BIN', () => {
  const saved = process.env.NGINX_BIN;
  afterEach(() => {
    if (saved === undefined) delete process.env.NGINX_BIN;
    else process.env.NGINX_BIN = saved;
  });

  it.each(['/usr/sbin/nginx -g x', 'nginx;id', '../nginx'])('refuses %j, naming it', (value) => {
    process.env.NGINX_BIN = value;
    expect(() => nginxBinary()).toThrow(/^NGINX_BIN must be an absolute path or a program name/);
  });

  it.each(['/usr/sbin/nginx', 'nginx', '/opt/nginx-1.27/sbin/nginx'])('accepts %j', (value) => {
    process.env.NGINX_BIN = value;
    expect(nginxBinary()).toBe(value);
  });
});
