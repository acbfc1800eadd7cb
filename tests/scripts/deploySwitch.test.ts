import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { switchRelease } from '../../scripts/hosting/deploySwitch';

let base: string;
const DAY_MS = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-24T21:00:00Z');
const daysLater = (days: number) => new Date(start.getTime() + days * DAY_MS);

/** A finished build named `name`, with its one script `app.<name>.js`, built at `built`. */
function release(name: string, built = start): string {
  const dir = path.join(base, 'releases', name);
  fs.mkdirSync(path.join(dir, 'js'), { recursive: true });
  for (const file of ['index.html', '200.html', '404.html', `js/app.${name}.js`]) {
    fs.writeFileSync(path.join(dir, file), name);
  }
  fs.utimesSync(path.join(dir, 'index.html'), built, built);
  return dir;
}

const live = () => path.join(base, 'current');
const deploy = (dir: string, now: Date, keep = 3) =>
  switchRelease({ release: dir, live: live(), keep, scriptsDays: 7, now });
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

  it('refuses a folder that is not a complete build, and leaves the live site', () => {
    deploy(release('a'), start);
    const half = path.join(base, 'releases', 'half');
    fs.mkdirSync(half, { recursive: true });
    fs.writeFileSync(path.join(half, 'index.html'), '');
    expect(() => deploy(half, start)).toThrow(
      `deploy:switch: ${half} is not a complete build (no 200.html, 404.html, js)`,
    );
    expect(() => deploy(path.join(base, 'missing'), start)).toThrow('does not exist');
    expect(fs.readlinkSync(live())).toBe(path.join('releases', 'a'));
  });

  it('refuses to replace a live folder that is not a symlink', () => {
    fs.mkdirSync(live());
    expect(() => deploy(release('a'), start)).toThrow(
      `deploy:switch: ${live()} must be a symlink (move that folder into a release)`,
    );
  });
});
