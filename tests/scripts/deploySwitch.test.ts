import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_MARKER, writeBuildMarker } from '../../scripts/build/buildMarker';
import { switchRelease } from '../../scripts/hosting/deploySwitch';
import type { NginxReload } from '../../scripts/hosting/nginxReload';

let base: string;
const DAY_MS = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-24T21:00:00Z');
const daysLater = (days: number) => new Date(start.getTime() + days * DAY_MS);

/** The files of a build named `name`, with its one script `app.<name>.js`, but no marker. */
function unmarkedRelease(name: string, built = start): string {
  const dir = path.join(base, 'releases', name);
  fs.mkdirSync(path.join(dir, 'js'), { recursive: true });
  for (const file of ['index.html', '200.html', '404.html', `js/app.${name}.js`]) {
    fs.writeFileSync(path.join(dir, file), name);
  }
  fs.utimesSync(path.join(dir, 'index.html'), built, built);
  return dir;
}

/** A finished build: its files, then the marker the build writes last. */
function release(name: string, built = start): string {
  const dir = unmarkedRelease(name, built);
  writeBuildMarker(dir, { API_BASE_URL: `https://api-${name}.example/`, SITE_URL: '' });
  return dir;
}

const live = () => path.join(base, 'current');
const deploy = (dir: string, now: Date, keep = 3, nginx: NginxReload | null = null) =>
  switchRelease({ release: dir, live: live(), keep, scriptsDays: 7, now, nginx });
const scripts = () => fs.readdirSync(path.join(live(), 'js')).sort();

beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-switch-'));
});
afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

describe('deploy:switch', () => {
  it('points the live symlink at the new release, relative, and keeps the old scripts', () => {
    expect(deploy(release('a'), start).previous).toBeNull();
    expect(fs.readlinkSync(live())).toBe(path.join('releases', 'a'));
    const result = deploy(release('b'), daysLater(1));
    expect(result).toMatchObject({ previous: path.join(base, 'releases', 'a'), carriedScripts: 1 });
    expect(fs.readFileSync(path.join(live(), 'index.html'), 'utf8')).toBe('b');
    expect(scripts()).toEqual(['app.a.js', 'app.b.js']);
  });

  it('drops a script once it has been out of use for longer than scriptsDays', () => {
    deploy(release('a'), start);
    deploy(release('b'), daysLater(1)); // a's script retires on day 1
    deploy(release('c'), daysLater(5)); // b's on day 5; a's is 4 days out of use
    expect(scripts()).toEqual(['app.a.js', 'app.b.js', 'app.c.js']);
    deploy(release('d'), daysLater(9)); // a's is 8 days out of use, b's 4, c's 0
    expect(scripts()).toEqual(['app.b.js', 'app.c.js', 'app.d.js']);
  });

  it('keeps the `keep` newest previous releases and removes older ones', () => {
    deploy(release('a', daysLater(0)), daysLater(0));
    deploy(release('b', daysLater(1)), daysLater(1));
    deploy(release('c', daysLater(2)), daysLater(2));
    const result = deploy(release('d', daysLater(3)), daysLater(3), 1);
    expect(result.removed.map((dir) => path.basename(dir)).sort()).toEqual(['a', 'b']);
    expect(fs.readdirSync(path.join(base, 'releases')).sort()).toEqual([
      'c',
      'c.carried.json',
      'd',
      'd.carried.json',
    ]);
  });

  it('rolls back to a kept release', () => {
    const a = release('a', daysLater(0));
    deploy(a, daysLater(0));
    deploy(release('b', daysLater(1)), daysLater(1));
    deploy(a, daysLater(2));
    expect(fs.readFileSync(path.join(live(), 'index.html'), 'utf8')).toBe('a');
    expect(scripts()).toEqual(['app.a.js', 'app.b.js']);
  });

  it('refuses a folder without the marker the build writes last, and leaves the live site', () => {
    deploy(release('a'), start);
    // Every page is there, but the build had not finished (precompression, D41).
    const half = unmarkedRelease('half');
    expect(() => deploy(half, start)).toThrow(
      `deploy:switch: ${half} is not a complete build (no ${BUILD_MARKER}, which \`npm run build\` writes last)`,
    );
    fs.writeFileSync(path.join(half, BUILD_MARKER), '{"apiBaseUrl":');
    expect(() => deploy(half, start)).toThrow('is not a complete build');
    expect(() => deploy(path.join(base, 'missing'), start)).toThrow('does not exist');
    expect(fs.readlinkSync(live())).toBe(path.join('releases', 'a'));
  });

  it('refuses to replace a live folder that is not a symlink', () => {
    fs.mkdirSync(live());
    expect(() => deploy(release('a'), start)).toThrow(
      `deploy:switch: ${live()} must be a symlink (move that folder into a release)`,
    );
  });

  it('keeps at least one previous release: nginx may still be reading it', () => {
    expect(() => deploy(release('a'), start, 0)).toThrow('keep at least 1 previous release');
  });
});

describe('deploy:switch with nginx (D41)', () => {
  const siteConfig = () => path.join(base, 'nginx', 'parknova.conf');
  const log = () => path.join(base, 'nginx.log');
  /** A stand-in nginx: each command appends what it saw to the log. */
  const nginx = (fail: 'test' | 'reload' | null = null): NginxReload => {
    const record = (what: string) => [
      'sh',
      '-c',
      `echo "${what} $(cat ${siteConfig()}) live=$(readlink ${live()})" >> ${log()}${fail === what ? '; exit 3' : ''}`,
    ];
    return {
      siteConfig: siteConfig(),
      render: (dir, marker) => `root ${dir} api ${marker.apiBaseUrl}`,
      test: record('test'),
      reload: record('reload'),
    };
  };
  const logLines = () => fs.readFileSync(log(), 'utf8').trim().split('\n');

  it("writes the release's configuration, checks it and reloads nginx, then moves the symlink", () => {
    const a = fs.realpathSync(release('a'));
    deploy(a, start, 3, nginx());
    const b = fs.realpathSync(release('b'));
    deploy(b, daysLater(1), 3, nginx());
    expect(fs.readFileSync(siteConfig(), 'utf8')).toBe(`root ${b} api https://api-b.example`);
    expect(logLines()).toEqual([
      `test root ${a} api https://api-a.example live=`,
      `reload root ${a} api https://api-a.example live=`,
      `test root ${b} api https://api-b.example live=releases/a`,
      `reload root ${b} api https://api-b.example live=releases/a`,
    ]);
    expect(fs.readlinkSync(live())).toBe(path.join('releases', 'b'));
  });

  it('rewrites the configuration when the live release is switched to again', () => {
    const a = fs.realpathSync(release('a'));
    deploy(a, start, 3, nginx());
    fs.writeFileSync(siteConfig(), 'edited by hand');
    deploy(a, start, 3, nginx());
    expect(fs.readFileSync(siteConfig(), 'utf8')).toBe(`root ${a} api https://api-a.example`);
  });

  it.each(['test', 'reload'] as const)(
    'when the %s fails, puts the configuration back and leaves the live release',
    (step) => {
      const a = fs.realpathSync(release('a'));
      deploy(a, start, 3, nginx());
      expect(() => deploy(release('b'), daysLater(1), 3, nginx(step))).toThrow(
        step === 'test' ? /NGINX_TEST_COMMAND \(sh -c .*\) failed/ : /NGINX_RELOAD_COMMAND/,
      );
      expect(fs.readFileSync(siteConfig(), 'utf8')).toBe(`root ${a} api https://api-a.example`);
      expect(fs.readlinkSync(live())).toBe(path.join('releases', 'a'));
    },
  );

  it('without a previous site file, removes the one it wrote when the check fails', () => {
    expect(() => deploy(release('a'), start, 3, nginx('test'))).toThrow(/failed/);
    expect(fs.existsSync(siteConfig())).toBe(false);
    expect(fs.existsSync(live())).toBe(false);
  });
});
