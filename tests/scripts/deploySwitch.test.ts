import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_MARKER, writeBuildMarker } from '../../scripts/build/buildMarker';
import { LIVE_HISTORY, switchRelease } from '../../scripts/hosting/deploySwitch';
import { HOSTING_DATA, type SiteRequest } from '../../scripts/hosting/hostingData';
import { writeHostingData } from '../../scripts/hosting/releaseHosting';

let base: string;
const DAY_MS = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-24T21:00:00Z');
const daysLater = (days: number) => new Date(start.getTime() + days * DAY_MS);

/** The files of a build named `name`, with its one script `app.<name>.js`, but no marker. */
function unmarkedRelease(name: string, folder = path.join(base, 'releases')): string {
  const dir = path.join(folder, name);
  fs.mkdirSync(path.join(dir, 'js'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'hi'), { recursive: true });
  for (const file of ['index.html', '200.html', '404.html', 'hi/index.html', `js/app.${name}.js`]) {
    fs.writeFileSync(path.join(dir, file), `${name} ${file}`);
  }
  writeHostingData(dir, `https://api-${name}.example/`);
  return dir;
}

/** A finished build: its files, then the marker the build writes last. */
function release(name: string, built = start): string {
  const dir = unmarkedRelease(name);
  writeBuildMarker(dir, { API_BASE_URL: `https://api-${name}.example/`, SITE_URL: '' }, built);
  return dir;
}

const live = () => path.join(base, 'current');
const published: SiteRequest[] = [];
const deploy = (dir: string, now: Date, keep = 3) =>
  switchRelease({
    release: dir,
    live: live(),
    keep,
    scriptsDays: 7,
    now,
    publish: (request) => published.push(request),
  });
const scripts = () => fs.readdirSync(path.join(live(), 'js')).sort();
const releasesLeft = () =>
  fs
    .readdirSync(path.join(base, 'releases'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-switch-'));
  published.length = 0;
});
afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

describe('deploy:switch', () => {
  it('points the live symlink at the new release, relative, and keeps the old scripts', () => {
    expect(deploy(release('a'), start).previous).toBeNull();
    expect(fs.readlinkSync(live())).toBe(path.join('releases', 'a'));
    const result = deploy(release('b'), daysLater(1));
    expect(result).toMatchObject({ previous: path.join(base, 'releases', 'a'), carriedScripts: 1 });
    expect(fs.readFileSync(path.join(live(), 'index.html'), 'utf8')).toBe('b index.html');
    expect(scripts()).toEqual(['app.a.js', 'app.b.js']);
  });

  it("hands the privileged step the release's folder and hosting data, each time", () => {
    const a = fs.realpathSync(release('a'));
    deploy(a, start);
    deploy(a, start);
    expect(published).toHaveLength(2);
    expect(published[0]?.release).toBe(a);
    expect(published[0]?.hosting).toEqual(
      JSON.parse(fs.readFileSync(path.join(a, HOSTING_DATA), 'utf8')),
    );
    expect(published[0]?.hosting.apiOrigin).toBe('https://api-a.example');
  });

  it('leaves the live release when the privileged step fails', () => {
    deploy(release('a'), start);
    const b = release('b');
    expect(() =>
      switchRelease({
        release: b,
        live: live(),
        keep: 3,
        scriptsDays: 7,
        publish: () => {
          throw new Error('nginx: [emerg] refused');
        },
      }),
    ).toThrow('nginx: [emerg] refused');
    expect(fs.readlinkSync(live())).toBe(path.join('releases', 'a'));
  });

  it('drops a script once it has been out of use for longer than scriptsDays', () => {
    deploy(release('a'), start);
    deploy(release('b'), daysLater(1)); // a's script retires on day 1
    deploy(release('c'), daysLater(5)); // b's on day 5; a's is 4 days out of use
    expect(scripts()).toEqual(['app.a.js', 'app.b.js', 'app.c.js']);
    deploy(release('d'), daysLater(9)); // a's is 8 days out of use, b's 4, c's 0
    expect(scripts()).toEqual(['app.b.js', 'app.c.js', 'app.d.js']);
  });

  it('keeps the `keep` last live releases and removes older ones', () => {
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
      LIVE_HISTORY,
    ]);
  });

  it.each([1, 3])(
    'keeps the release that was live before a rollback (R5 live, R2, then R6), keep %i',
    (keep) => {
      const built = ['r1', 'r2', 'r3', 'r4', 'r5'].map((name, day) => {
        const dir = release(name, daysLater(day));
        deploy(dir, daysLater(day), 5);
        return dir;
      });
      deploy(built[1] ?? '', daysLater(6), keep); // roll back from r5 to r2
      expect(fs.readlinkSync(live())).toBe(path.join('releases', 'r2'));
      const result = deploy(release('r6', daysLater(7)), daysLater(7), keep);
      expect(releasesLeft()).toContain('r2');
      expect(result.removed.map((dir) => path.basename(dir))).not.toContain('r2');
      // The last live first: r2 (just now), r5 (until the rollback), then r4, r3.
      expect(releasesLeft()).toEqual(['r2', 'r5', 'r4', 'r3'].slice(0, keep).concat('r6').sort());
    },
  );

  it('rolls back to a kept release', () => {
    const a = release('a', daysLater(0));
    deploy(a, daysLater(0));
    deploy(release('b', daysLater(1)), daysLater(1));
    deploy(a, daysLater(2));
    expect(fs.readFileSync(path.join(live(), 'index.html'), 'utf8')).toBe('a index.html');
    expect(scripts()).toEqual(['app.a.js', 'app.b.js']);
    // A release carrying scripts checks: they are in js/, where deploy:switch puts them.
    deploy(release('c', daysLater(3)), daysLater(3));
    expect(() => deploy(a, daysLater(4))).not.toThrow();
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

describe('deploy:switch takes only a whole release (D41)', () => {
  /** A copy of the finished release `a`, made as `change` says, in a folder of its own. */
  function brokenCopy(change: (dir: string) => void): string {
    const built = release('a');
    const copy = path.join(base, 'copies', 'a');
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.cpSync(built, copy, { recursive: true });
    change(copy);
    return copy;
  }

  beforeEach(() => deploy(release('live'), start));

  it.each([
    [
      'a copy without a file (copying stopped after the marker)',
      (dir: string) => {
        fs.rmSync(path.join(dir, 'hi'), { recursive: true });
        fs.rmSync(path.join(dir, 'index.html'));
      },
      'hi/index.html is missing',
    ],
    [
      'a truncated file',
      (dir: string) => fs.truncateSync(path.join(dir, '404.html'), 3),
      '404.html has 3 bytes where the build wrote 10',
    ],
    [
      'a file changed after the marker, same size',
      (dir: string) => fs.writeFileSync(path.join(dir, '200.html'), 'X 200.html'),
      '200.html changed after the build (its SHA-256 is not the one the marker lists)',
    ],
    [
      'its hosting data changed after the marker',
      (dir: string) => fs.appendFileSync(path.join(dir, HOSTING_DATA), ' '),
      `${HOSTING_DATA} has`,
    ],
    [
      'a file the build did not write',
      (dir: string) => fs.writeFileSync(path.join(dir, 'hi', 'extra.html'), 'x'),
      'hi/extra.html is not part of the build',
    ],
    [
      'a file replaced by a symlink',
      (dir: string) => {
        fs.rmSync(path.join(dir, '404.html'));
        fs.symlinkSync('/etc/hostname', path.join(dir, '404.html'));
      },
      '404.html is not a regular file',
    ],
  ])(
    'refuses %s, naming the first bad file, and leaves the live site',
    (_what, change, problem) => {
      const copy = brokenCopy(change);
      expect(() => deploy(copy, daysLater(1))).toThrow(
        `deploy:switch: ${copy} is not the build its marker lists: ${problem}`,
      );
      expect(fs.readlinkSync(live())).toBe(path.join('releases', 'live'));
      expect(published).toHaveLength(1);
      expect(fs.readdirSync(path.join(copy, 'js'))).toEqual(['app.a.js']);
    },
  );

  it('refuses a folder without the marker, or with one that lists no files', () => {
    const half = unmarkedRelease('half');
    expect(() => deploy(half, start)).toThrow(
      `deploy:switch: ${half} is not a complete build (no ${BUILD_MARKER} listing its files, which \`npm run build\` writes last)`,
    );
    // As a build before this check wrote it: it proves nothing about the files.
    fs.writeFileSync(
      path.join(half, BUILD_MARKER),
      JSON.stringify({ apiBaseUrl: '', siteUrl: '', completedAt: start.toISOString() }),
    );
    expect(() => deploy(half, start)).toThrow('is not a complete build');
    fs.writeFileSync(path.join(half, BUILD_MARKER), '{"apiBaseUrl":');
    expect(() => deploy(half, start)).toThrow('is not a complete build');
    expect(() => deploy(path.join(base, 'missing'), start)).toThrow('does not exist');
    expect(fs.readlinkSync(live())).toBe(path.join('releases', 'live'));
  });

  it('refuses a whole build without hosting data, as builds before it were', () => {
    const old = unmarkedRelease('old');
    fs.rmSync(path.join(old, HOSTING_DATA));
    writeBuildMarker(old, {});
    expect(() => deploy(old, daysLater(1))).toThrow(
      `deploy:switch: ${old} has no ${HOSTING_DATA}: it was built before releases carried it; build anew`,
    );
  });

  it('refuses hosting data that would reach nginx, before anything changes', () => {
    const hostile = unmarkedRelease('hostile');
    const file = path.join(hostile, HOSTING_DATA);
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { apiOrigin: string };
    data.apiOrigin = 'https://api.example; include /etc/nginx/evil.conf';
    fs.writeFileSync(file, JSON.stringify(data));
    // Whoever controls the build writes the marker too: the data is checked on its own.
    writeBuildMarker(hostile, {});
    expect(() => deploy(hostile, daysLater(1))).toThrow(
      'deploy:switch: hosting.json: apiOrigin must be ',
    );
    expect(published).toHaveLength(1);
    expect(fs.readdirSync(path.join(hostile, 'js'))).toEqual(['app.hostile.js']);
  });
});
