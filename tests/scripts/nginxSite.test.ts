/**
 * The privileged step of a deploy (scripts/hosting/nginxSite.ts, D41): root runs it with data
 * that the account that builds wrote, so every value of that data is checked against its
 * pattern and anything that could add an nginx directive is refused before a byte is written;
 * its own settings must be root's; and a file nginx refuses is put back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkHostingData, type HostingData } from '../../scripts/hosting/hostingData';
import {
  checkSiteRequest,
  parseEnvFile,
  publishSite,
  readSiteSettings,
} from '../../scripts/hosting/nginxSite';
import { hostingDataFrom } from '../../scripts/hosting/releaseHosting';

const HASH = `'sha256-${'A'.repeat(43)}='`;
const OTHER_HASH = `'sha256-${'b'.repeat(42)}+='`;

/** Hosting data as a build writes it: every route, a hash on each page. */
function validData(): HostingData {
  return hostingDataFrom(
    {
      scriptHashes: [HASH],
      styleSources: [HASH, "'unsafe-hashes'", OTHER_HASH],
      pageStyleSources: { '/index.html': [HASH], '/hi/aboutus/index.html': [OTHER_HASH] },
    },
    'https://api.parknova.example',
  );
}

/** What someone who controls the build might write to reach nginx's configuration. */
const PAYLOADS = [
  ';',
  '; }',
  '{',
  '}',
  '\n',
  '\r\n',
  '"',
  "'",
  '$uri',
  '#',
  ' ',
  '\\',
  '\t',
  'log_format evil "$request"; access_log /etc/cron.d/evil evil;',
  'include /etc/nginx/evil.conf;',
  '; location /x { return 200 "owned"; }',
  '\nserver { listen 9999; }',
  '` $(id)',
];

/** Each field of the data with a way to put a value in it. */
const FIELDS: [string, (data: HostingData, value: unknown) => void][] = [
  ['apiOrigin', (data, value) => Object.assign(data, { apiOrigin: value })],
  ['scriptHashes[0]', (data, value) => data.scriptHashes.splice(0, 1, value as string)],
  ['styleSources[0]', (data, value) => data.styleSources.splice(0, 1, value as string)],
  [
    'pageStyleSources["/index.html"][0]',
    (data, value) => data.pageStyleSources['/index.html']?.splice(0, 1, value as string),
  ],
  [
    'pageStyleSources key',
    (data, value) => Object.assign(data.pageStyleSources, { [String(value)]: [HASH] }),
  ],
  ['languages[0].code', (data, value) => Object.assign(data.languages[0] ?? {}, { code: value })],
  [
    'languages[1].prefix',
    (data, value) => Object.assign(data.languages[1] ?? {}, { prefix: value }),
  ],
  [
    'languages[0].pages[1].path',
    (data, value) => Object.assign(data.languages[0]?.pages[1] ?? {}, { path: value }),
  ],
  [
    'languages[0].pages[1].file',
    (data, value) => Object.assign(data.languages[0]?.pages[1] ?? {}, { file: value }),
  ],
  [
    'languages[1].redirects[1].from',
    (data, value) => Object.assign(data.languages[1]?.redirects[1] ?? {}, { from: value }),
  ],
  [
    'languages[1].redirects[1].to',
    (data, value) => Object.assign(data.languages[1]?.redirects[1] ?? {}, { to: value }),
  ],
  [
    'languages[2].items[0].prefix',
    (data, value) => Object.assign(data.languages[2]?.items[0] ?? {}, { prefix: value }),
  ],
  [
    'languages[2].items[0].shell',
    (data, value) => Object.assign(data.languages[2]?.items[0] ?? {}, { shell: value }),
  ],
  [
    'languages[3].notFound',
    (data, value) => Object.assign(data.languages[3] ?? {}, { notFound: value }),
  ],
];

/** The field's valid value with `payload` after it, and `payload` alone. */
function hostileValues(data: HostingData, field: string, payload: string): string[] {
  const valid: Record<string, string> = {
    apiOrigin: data.apiOrigin,
    'pageStyleSources key': '/index.html',
    'languages[0].code': 'en',
    'languages[1].prefix': '/hi',
    'languages[3].notFound': 'de/404.html',
  };
  const before =
    valid[field] ?? (field.includes('Sources') || field.includes('Hashes') ? HASH : '/aboutus');
  return [`${before}${payload}`, payload];
}

describe('the hosting data a release carries', () => {
  it('passes as the build writes it, unchanged', () => {
    const data = validData();
    expect(checkHostingData(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  const cases = FIELDS.flatMap(([field, put]) =>
    PAYLOADS.flatMap((payload) =>
      hostileValues(validData(), field, payload).map((value) => [field, value, put] as const),
    ),
  );

  it.each(cases)('refuses %s = %j, naming the field', (field, value, put) => {
    const data = validData();
    put(data, value);
    const named = field === 'pageStyleSources key' ? 'pageStyleSources key' : field;
    expect(() => checkHostingData(JSON.parse(JSON.stringify(data)))).toThrow(
      `hosting.json: ${named} must be `,
    );
  });

  it.each([
    [
      'an unknown field',
      { logFormat: 'x' },
      'hosting.json: logFormat must be absent (no such field)',
    ],
    ['another format', { format: 2 }, 'hosting.json: format must be 1, not 2'],
    ['a number for a text', { apiOrigin: 443 }, 'hosting.json: apiOrigin must be '],
    ['an http API off loopback (D34)', { apiOrigin: 'http://api.parknova.example' }, 'apiOrigin'],
    ['an origin with a path', { apiOrigin: 'https://api.parknova.example/v1' }, 'apiOrigin'],
    ['a language list without the default', { languages: [] }, 'exactly one language'],
  ])('refuses %s', (_what, change, message) => {
    expect(() => checkHostingData({ ...validData(), ...change })).toThrow(message);
  });

  it('refuses a field added inside a route and a prefix that is not its code', () => {
    const data = validData();
    Object.assign(data.languages[0]?.pages[0] ?? {}, { include: '/etc/nginx/evil.conf' });
    expect(() => checkHostingData(data)).toThrow(
      'hosting.json: languages[0].pages[0].include must be absent (no such field)',
    );
    const wrongPrefix = validData();
    Object.assign(wrongPrefix.languages[1] ?? {}, { prefix: '/de' });
    expect(() => checkHostingData(wrongPrefix)).toThrow('languages[1].prefix must be');
  });
});

describe("the step's own settings", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const settingsFile = (text: string) => {
    const file = path.join(dir, 'build.env');
    fs.writeFileSync(file, text);
    return file;
  };
  const MINIMAL =
    'PARKNOVA_RELEASES=/var/www/parknova/releases\nNGINX_SITE_CONFIG=/etc/nginx/p.conf\n';

  it('reads an env file as systemd and sh read it alike', () => {
    expect(
      parseEnvFile('# a comment\n\nA=1\nB="two words"\n  C=/x/y  \nD=\n', 'build.env'),
    ).toEqual({ A: '1', B: 'two words', C: '/x/y', D: '' });
  });

  it.each(['A=$(id)', 'A="a $B"', 'A=`id`', "A='x'", 'A=two words', 'A="a\\"b"', 'not a line'])(
    'refuses %j, which sh would read otherwise or run',
    (line) => {
      expect(() => parseEnvFile(`${line}\n`, 'build.env')).toThrow(/^build\.env:1: /);
    },
  );

  it('needs the releases folder and the site file', () => {
    expect(() => readSiteSettings(settingsFile('NGINX_SITE_CONFIG=/etc/nginx/p.conf\n'))).toThrow(
      'must set PARKNOVA_RELEASES and NGINX_SITE_CONFIG',
    );
  });

  it('refuses settings anyone but their owner may change: they name what root runs', () => {
    const file = settingsFile(MINIMAL);
    expect(readSiteSettings(file).releases).toBe('/var/www/parknova/releases');
    fs.chmodSync(file, 0o664);
    expect(() => readSiteSettings(file)).toThrow(
      `${file} must be writable by its owner only (mode 664)`,
    );
    fs.chmodSync(file, 0o644);
    fs.chmodSync(dir, 0o777);
    expect(() => readSiteSettings(file)).toThrow(`${dir} must be writable by its owner only`);
    fs.chmodSync(dir, 0o755);
    // The tests run as root (CI does): the build account's file is not root's.
    fs.chownSync(file, 41077, 41077);
    expect(() => readSiteSettings(file)).toThrow(`${file} must be owned by root, not uid 41077`);
  });
});

describe('the request and the site file', () => {
  let base: string;
  let releases: string;
  let siteConfig: string;
  let log: string;
  beforeEach(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'));
    releases = path.join(base, 'releases');
    fs.mkdirSync(path.join(releases, 'r1'), { recursive: true });
    fs.mkdirSync(path.join(releases, 'r2'));
    siteConfig = path.join(base, 'nginx', 'parknova.conf');
    log = path.join(base, 'nginx.log');
  });
  afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

  /** Settings whose nginx is a script that logs what it saw and fails when told to. */
  const settings = (fail: 'test' | 'reload' | null = null) => {
    const script = (what: string) => {
      const file = path.join(base, `${what}.sh`);
      const exit = fail === what ? `echo "${what} refused" >&2; exit 3` : 'exit 0';
      fs.writeFileSync(
        file,
        `echo "${what} $(grep -c . ${siteConfig}) $(grep '^    root ' ${siteConfig})" >> ${log}\n${exit}\n`,
      );
      return `sh ${file}`;
    };
    const file = path.join(base, 'build.env');
    fs.writeFileSync(
      file,
      [
        `PARKNOVA_RELEASES=${releases}`,
        `NGINX_SITE_CONFIG=${siteConfig}`,
        `NGINX_TEST_COMMAND="${script('test')}"`,
        `NGINX_RELOAD_COMMAND="${script('reload')}"`,
        'NGINX_LISTEN=127.0.0.1:8080',
        'NGINX_BROTLI=off',
        '',
      ].join('\n'),
    );
    return readSiteSettings(file);
  };
  const request = (release: string) => ({ release, hosting: validData() });
  const publish = (release: string, fail: 'test' | 'reload' | null = null) => {
    const current = settings(fail);
    return publishSite(current, checkSiteRequest(request(release), current.releases));
  };

  it("writes the release's site file from the data, checks it and reloads nginx", () => {
    const r1 = path.join(releases, 'r1');
    expect(publish(r1)).toBe(`nginx-site: ${siteConfig} serves ${r1}, checked and reloaded`);
    const config = fs.readFileSync(siteConfig, 'utf8');
    expect(config).toContain(`    root ${r1};`);
    expect(config).toContain(`"/hi/aboutus/index.html" "${OTHER_HASH}";`);
    expect(config).toContain("connect-src 'self' https://api.parknova.example;");
    expect(
      fs
        .readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.replace(/ \d+ /, ' ')),
    ).toEqual([`test     root ${r1};`, `reload     root ${r1};`]);
  });

  it.each(['test', 'reload'] as const)(
    'when the %s fails, puts the previous file back and says why',
    (step) => {
      publish(path.join(releases, 'r1'));
      const before = fs.readFileSync(siteConfig, 'utf8');
      expect(() => publish(path.join(releases, 'r2'), step)).toThrow(`${step} refused`);
      expect(fs.readFileSync(siteConfig, 'utf8')).toBe(before);
    },
  );

  it('without a previous file, removes the one it wrote when nginx refuses it', () => {
    expect(() => publish(path.join(releases, 'r1'), 'test')).toThrow(
      /NGINX_TEST_COMMAND .* failed/,
    );
    expect(fs.existsSync(siteConfig)).toBe(false);
  });

  it.each([
    ['outside the releases', () => base],
    ['a folder further down', () => path.join(releases, 'r1', 'js')],
    ['a way out', () => `${releases}/../releases/r1`],
    ['a copy in progress', () => path.join(releases, 'r3.partial')],
    ['a name with a space', () => path.join(releases, 'r 1')],
    ['a folder that is not there', () => path.join(releases, 'r9')],
    ['a relative path', () => 'releases/r1'],
  ])('refuses a release %s', (_what, release) => {
    fs.mkdirSync(path.join(releases, 'r3.partial'), { recursive: true });
    fs.mkdirSync(path.join(releases, 'r1', 'js'), { recursive: true });
    const current = settings();
    expect(() => checkSiteRequest(request(release()), current.releases)).toThrow(
      /^(nginx-site: the release|the release folder must be)/,
    );
  });

  it('refuses a release that is a symlink: nginx would serve what it points to', () => {
    fs.symlinkSync('/etc', path.join(releases, 'r4'));
    expect(() => checkSiteRequest(request(path.join(releases, 'r4')), releases)).toThrow(
      `nginx-site: the release ${path.join(releases, 'r4')} must be a folder directly in PARKNOVA_RELEASES`,
    );
  });

  it('refuses a request with other fields, or hostile data, before it writes anything', () => {
    const r1 = path.join(releases, 'r1');
    expect(() => checkSiteRequest({ ...request(r1), nginx: 'x' }, releases)).toThrow(
      'nginx-site: the request has no field "nginx"',
    );
    const hostile = request(r1);
    hostile.hosting.scriptHashes.push(`${HASH}; include /etc/nginx/evil.conf`);
    expect(() => checkSiteRequest(hostile, releases)).toThrow(
      'hosting.json: scriptHashes[1] must be',
    );
    expect(fs.existsSync(siteConfig)).toBe(false);
  });
});
