/**
 * The release switch under load (docs/deploying.md "Releases", scripts/hosting/deploySwitch.ts):
 * nginx serves the `current` symlink with the generated configuration while requests keep
 * coming, a new release is written slowly beside the live one and then switched to. Every
 * answer must be a whole file of one release, and scripts of earlier releases must still load.
 * It needs no build: the releases are small made-up sites.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { switchRelease } from '../../../scripts/hosting/deploySwitch';
import { startNginx, type RunningNginx } from '../../../scripts/hosting/nginxServer';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'parknova-releases-'));
// When the tests run as root, nginx's workers run as nobody and must reach the releases.
fs.chmodSync(base, 0o755);
const releases = path.join(base, 'releases');
const live = path.join(base, 'current');
let nginx: RunningNginx;

/** A page large enough to take many writes, marked with its release at both ends. */
function page(release: string, route: string): string {
  const body = `<p>${release} ${route}</p>`.repeat(4000);
  return `<!doctype html><html data-release="${release}"><body>${body}</body></html>`;
}

function script(release: string): string {
  return `/* ${release} */ console.log(${JSON.stringify('x'.repeat(20_000))});`;
}

/** What a complete answer of `release` at `urlPath` is. */
const files = (release: string): Record<string, string> => ({
  '/': page(release, 'home'),
  '/faq': page(release, 'faq'),
  [`/js/app.${release}.js`]: script(release),
});

/** Writes a release file by file, each in small pieces with pauses, as a slow copy would. */
async function writeRelease(
  release: string,
  { dir = path.join(releases, release), pauseMs = 2 } = {},
): Promise<string> {
  const targets: Record<string, string> = {
    'index.html': page(release, 'home'),
    'faq/index.html': page(release, 'faq'),
    '200.html': page(release, 'shell'),
    '404.html': page(release, 'not found'),
    [`js/app.${release}.js`]: script(release),
  };
  for (const [name, text] of Object.entries(targets)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (let at = 0; at < text.length; at += 16_384) {
      // The first piece replaces what the file held, as a copy over it would.
      fs.writeFileSync(file, text.slice(at, at + 16_384), { flag: at === 0 ? 'w' : 'a' });
      await sleep(pauseMs);
    }
  }
  return dir;
}

function switchTo(dir: string) {
  return switchRelease({ release: dir, live, keep: 1, scriptsDays: 7 });
}

before(async () => {
  switchTo(await writeRelease('a'));
  nginx = await startNginx({ apiBaseUrl: '', root: live });
});

after(async () => {
  await nginx.stop();
  fs.rmSync(base, { recursive: true, force: true });
});

/** Complete answers by path and text, for the releases named. */
function completeAnswers(...names: string[]): Map<string, Map<string, string>> {
  const complete = new Map<string, Map<string, string>>();
  for (const release of names) {
    for (const [urlPath, text] of Object.entries(files(release))) {
      const byText = complete.get(urlPath) ?? new Map<string, string>();
      byText.set(text, release);
      complete.set(urlPath, byText);
    }
  }
  return complete;
}

/**
 * Requests `urlPaths` over and over (one client each) until `during` ends; every answer that
 * is not a whole file of one of the releases is a problem, and so is a connection cut short.
 */
async function hammer<T>(urlPaths: string[], names: string[], during: () => Promise<T>) {
  const complete = completeAnswers(...names);
  const problems: string[] = [];
  const served = new Set<string>();
  let requests = 0;
  let hammering = true;
  const client = async (urlPath: string) => {
    while (hammering) {
      requests += 1;
      let status: number;
      let text: string;
      try {
        const response = await fetch(`${nginx.url}${urlPath}`);
        status = response.status;
        text = await response.text();
      } catch (error) {
        // nginx ends the connection when the file it sends shrinks under it: a broken answer.
        problems.push(`${urlPath}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const release = complete.get(urlPath)?.get(text);
      if (status !== 200 || release === undefined) {
        problems.push(`${urlPath}: ${String(status)}, ${String(text.length)} characters`);
      } else {
        served.add(`${urlPath} ${release}`);
      }
    }
  };
  const clients = urlPaths.map(client);
  try {
    const result = await during();
    return { problems, served, requests, result };
  } finally {
    hammering = false;
    await Promise.all(clients);
  }
}

test('every answer during deploys is a whole file of one release', async () => {
  const {
    problems,
    served,
    requests,
    result: toC,
  } = await hammer(['/', '/faq', '/', '/faq', '/js/app.a.js'], ['a', 'b', 'c'], async () => {
    switchTo(await writeRelease('b'));
    await sleep(100);
    const switched = switchTo(await writeRelease('c'));
    await sleep(100);
    return switched;
  });

  assert.deepEqual(problems, []);
  assert.ok(requests > 50, `only ${String(requests)} requests`);
  for (const release of ['a', 'b', 'c']) assert.ok(served.has(`/ ${release}`), release);
  // Scripts of the releases before stay available: a tab opened then loads them by name.
  assert.equal(toC.carriedScripts, 2);
  for (const release of ['a', 'b', 'c']) {
    const response = await fetch(`${nginx.url}/js/app.${release}.js`);
    assert.equal(await response.text(), script(release));
  }
  // keep: 1 removed the oldest release; the live one and the one before remain.
  assert.deepEqual(toC.removed, [path.join(releases, 'a')]);
  assert.deepEqual(fs.readdirSync(releases).sort(), ['b', 'b.carried.json', 'c', 'c.carried.json']);
});

test('a folder that is not a complete build is refused, and the live site stays', async () => {
  const half = path.join(releases, 'half');
  fs.mkdirSync(path.join(half, 'js'), { recursive: true });
  fs.writeFileSync(path.join(half, 'index.html'), '<!doctype html>');
  assert.throws(() => switchTo(half), /is not a complete build \(no 200\.html, 404\.html\)/);
  const response = await fetch(`${nginx.url}/faq`);
  assert.equal(await response.text(), page('c', 'faq'));
});

test('the check sees a half-written site: writing over the live release in place', async () => {
  const { problems } = await hammer(['/', '/faq'], ['c', 'd'], async () => {
    await writeRelease('d', { dir: path.join(releases, 'c'), pauseMs: 25 });
  });
  assert.ok(problems.length > 0, 'no incomplete answer seen while writing in place');
});
