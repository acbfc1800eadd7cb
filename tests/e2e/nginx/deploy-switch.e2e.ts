/**
 * The release switch under load (docs/deploying.md "Releases", scripts/hosting/deploySwitch.ts,
 * D41): nginx serves the live release with the configuration the privileged step writes for it
 * (scripts/hosting/nginxSite.ts, in this process) while requests keep coming, a new release is written slowly beside the live one and then switched
 * to (a new site file, checked, and a reload). Every answer must be a whole file of one
 * release, and scripts of earlier releases must still load. It needs no build: the releases
 * are small made-up sites.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { BUILD_MARKER, writeBuildMarker } from '../../../scripts/build/buildMarker';
import { LIVE_HISTORY, switchRelease } from '../../../scripts/hosting/deploySwitch';
import type { SiteRequest } from '../../../scripts/hosting/hostingData';
import {
  checkSiteRequest,
  publishSite,
  readSiteSettings,
} from '../../../scripts/hosting/nginxSite';
import { writeHostingData } from '../../../scripts/hosting/releaseHosting';
import {
  freePort,
  startManagedNginx,
  type ManagedNginx,
} from '../../../scripts/hosting/nginxServer';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'parknova-releases-'));
// When the tests run as root, nginx's workers run as nobody and must reach the releases.
fs.chmodSync(base, 0o755);
const releases = path.join(base, 'releases');
const live = path.join(base, 'current');
let nginx: ManagedNginx;
let publish: (request: SiteRequest) => void;
let siteUrl: string;

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

/**
 * Writes a release file by file, each in small pieces with pauses, as a slow copy would, and
 * then the build's marker (unless `marker` is false).
 */
async function writeRelease(
  release: string,
  { dir = path.join(releases, release), pauseMs = 2, marker = true } = {},
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
  writeHostingData(dir, '');
  if (marker) writeBuildMarker(dir, {});
  return dir;
}

/** The home page's text once nginx serves it, '' while it serves nothing. */
async function home(): Promise<string> {
  try {
    return await (await fetch(`${siteUrl}/`)).text();
  } catch {
    return '';
  }
}

/** Switches to `dir` and waits until nginx's reload has taken effect. */
async function switchTo(dir: string) {
  const result = switchRelease({ release: dir, live, keep: 1, scriptsDays: 7, publish });
  const release = path.basename(dir);
  while ((await home()) !== page(release, 'home')) await sleep(20);
  return result;
}

before(async () => {
  nginx = await startManagedNginx();
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${String(port)}`;
  // The privileged step's settings (/etc/parknova/build.env on a server).
  const settingsFile = path.join(base, 'build.env');
  fs.writeFileSync(
    settingsFile,
    [
      `PARKNOVA_RELEASES=${releases}`,
      `NGINX_SITE_CONFIG=${nginx.siteConfig}`,
      `NGINX_TEST_COMMAND="${nginx.testCommand}"`,
      `NGINX_RELOAD_COMMAND="${nginx.reloadCommand}"`,
      `NGINX_LISTEN=127.0.0.1:${String(port)}`,
    ].join('\n'),
  );
  const settings = readSiteSettings(settingsFile);
  publish = (request) => {
    publishSite(settings, checkSiteRequest(request, settings.releases));
  };
  await switchTo(await writeRelease('a'));
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
 * A GET as a browser sends it: when a kept-alive connection is closed before any answer came
 * (nginx's old workers close their idle connections on a reload), it is sent again, as HTTP
 * allows for a safe request (RFC 9112 section 9.3.1) and browsers do. Each try drops one closed
 * connection from the pool, which holds at most one per client.
 */
async function get(url: string, clients: number): Promise<Response> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await fetch(url);
    } catch (error) {
      const { code } = (error as { cause?: { code?: string } }).cause ?? {};
      if (tries > clients || (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET')) throw error;
    }
  }
}

/** Resolves once `urlPath` has been answered with `release`, or fails after `timeoutMs`. */
type Seen = (urlPath: string, release: string, timeoutMs?: number) => Promise<void>;

/**
 * Requests `urlPaths` over and over (one client each) until `during` ends; every answer that
 * is not a whole file of one of the releases is a problem, and so is a connection cut short.
 * `during` gets `seen`, to wait until the clients have been answered by a release: on a busy
 * machine a client's request can take longer than any fixed pause.
 */
async function hammer<T>(urlPaths: string[], names: string[], during: (seen: Seen) => Promise<T>) {
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
        const response = await get(`${siteUrl}${urlPath}`, urlPaths.length);
        status = response.status;
        text = await response.text();
      } catch (error) {
        // nginx ends the connection when the file it sends shrinks under it: a broken answer.
        const { cause } = error as { cause?: Error };
        problems.push(`${urlPath}: ${String(error)}${cause ? ` (${cause.message})` : ''}`);
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
  const seen: Seen = async (urlPath, release, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!served.has(`${urlPath} ${release}`)) {
      if (Date.now() > deadline) {
        throw new Error(
          `${urlPath} was not answered by release ${release} in ${String(timeoutMs)} ms`,
        );
      }
      await sleep(10);
    }
  };
  const clients = urlPaths.map(client);
  try {
    const result = await during(seen);
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
  } = await hammer(['/', '/faq', '/', '/faq', '/js/app.a.js'], ['a', 'b', 'c'], async (seen) => {
    // Each release is live while the clients keep asking: each switch happens under load.
    const servedBy = async (release: string) => {
      await seen('/', release);
      await seen('/faq', release);
    };
    await servedBy('a');
    await switchTo(await writeRelease('b'));
    await servedBy('b');
    const switched = await switchTo(await writeRelease('c'));
    await servedBy('c');
    return switched;
  });

  assert.deepEqual(problems, []);
  assert.ok(requests > 50, `only ${String(requests)} requests`);
  for (const release of ['a', 'b', 'c']) assert.ok(served.has(`/ ${release}`), release);
  // Scripts of the releases before stay available: a tab opened then loads them by name.
  assert.equal(toC.carriedScripts, 2);
  for (const release of ['a', 'b', 'c']) {
    const response = await fetch(`${siteUrl}/js/app.${release}.js`);
    assert.equal(await response.text(), script(release));
  }
  // keep: 1 removed the oldest release; the live one and the one before remain.
  assert.deepEqual(toC.removed, [path.join(releases, 'a')]);
  assert.deepEqual(fs.readdirSync(releases).sort(), [
    'b',
    'b.carried.json',
    'c',
    'c.carried.json',
    LIVE_HISTORY,
  ]);
});

test('a folder without the build marker is refused, and the live site stays', async () => {
  const half = await writeRelease('half', { marker: false, pauseMs: 0 });
  await assert.rejects(switchTo(half), new RegExp(`is not a complete build \\(no ${BUILD_MARKER}`));
  const response = await fetch(`${siteUrl}/faq`);
  assert.equal(await response.text(), page('c', 'faq'));
});

test('a copy cut short after the marker is refused, naming the first missing file', async () => {
  // As `cp -a` did in the field: the marker among the first files copied, then it stopped.
  const built = await writeRelease('e', { dir: path.join(base, 'built-e'), pauseMs: 0 });
  const copy = path.join(releases, 'e');
  fs.mkdirSync(copy);
  for (const file of [BUILD_MARKER, 'hosting.json', 'index.html', 'js']) {
    fs.cpSync(path.join(built, file), path.join(copy, file), { recursive: true });
  }
  await assert.rejects(
    switchTo(copy),
    new RegExp(`${copy} is not the build its marker lists: 200\\.html is missing`),
  );
  fs.cpSync(path.join(built, '200.html'), path.join(copy, '200.html'));
  fs.writeFileSync(path.join(copy, '404.html'), page('e', 'not fo'));
  await assert.rejects(switchTo(copy), /404\.html has \d+ bytes where the build wrote \d+/);
  const response = await fetch(`${siteUrl}/faq`);
  assert.equal(await response.text(), page('c', 'faq'));
});

test('the check sees a half-written site: writing over the live release in place', async () => {
  const { problems } = await hammer(['/', '/faq'], ['c', 'd'], async () => {
    await writeRelease('d', { dir: path.join(releases, 'c'), pauseMs: 25 });
  });
  assert.ok(problems.length > 0, 'no incomplete answer seen while writing in place');
});
