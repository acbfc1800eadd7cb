/**
 * A scheduled content rebuild deploys whole, on a server set up as the guide sets it up (D41;
 * docs/deploying.md "Who owns what", "Releases"; tests/e2e/nginx/serverLayout.ts): the build
 * account runs deploy/content/rebuild.sh (build, copy, deploy:switch) and owns nothing nginx
 * reads as configuration; root's privileged step writes the site file from the release's
 * checked data and reloads a real nginx. Between two rebuilds the backend's FAQ changes (key
 * points added), which changes the styles /faq's HTML holds: the second release must then be
 * live, with its own policy, styled before its scripts run and with no CSP violation. A release
 * whose data would add an nginx directive is refused before anything changes, and so is a copy
 * that is not the whole build.
 *
 * It has its own mock backend (to change the FAQ between builds), its own nginx and releases,
 * and its own deploy checkout: it never writes this checkout's dist/, so
 * tests/e2e/run-nginx.ts runs it beside the files that read that build. CI runs as root; the
 * build steps drop to the build account's uid, as on a server.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContextOptions } from 'playwright-core';
import { faqs } from '@/mocks/fixtures/faq';
import { writeBuildMarker } from '../../../scripts/build/buildMarker';
import { HOSTING_DATA, type HostingData } from '../../../scripts/hosting/hostingData';
import { freePort } from '../../../scripts/hosting/nginxServer';
import { startMockApi, type RunningMockApi } from '../../../scripts/serve/mockApiServer';
import { gotoApp } from '../settle';
import { closeBrowser, collectConsoleErrors, collectCspViolations, newContext } from '../support';
import { BUILD_UID, setUpServer, type ServerLayout } from './serverLayout';

const FAQ_PATH = '/faqs/getAll';
const item = faqs.find((faq) => faq.keyPoints && faq.keyPoints.length > 0);
assert.ok(item?.keyPoints?.[0], 'the mock fixtures have an FAQ item with key points');
const keyPoint = item.keyPoints[0];
/** The same item as the backend sends it without key points (the property left out). */
const withoutKeyPoints = {
  _id: item._id,
  faqQuestion: item.faqQuestion,
  faqAnswer: item.faqAnswer,
};

let server: ServerLayout;
let api: RunningMockApi;
let siteUrl: string;

before(async () => {
  const listen = `127.0.0.1:${String(await freePort())}`;
  siteUrl = `http://${listen}`;
  api = await startMockApi(0, siteUrl);
  server = await setUpServer({ SITE_URL: siteUrl, API_BASE_URL: api.url, NGINX_LISTEN: listen });
});

after(async () => {
  await closeBrowser();
  await server.stop();
  api.server.close();
});

async function rebuild(): Promise<void> {
  const script = path.join(server.checkout, 'deploy/content/rebuild.sh');
  const { status, output } = await server.asBuildAccount('sh', [script]);
  assert.equal(status, 0, `rebuild.sh failed:\n${output}`);
}

/** /faq as nginx serves it, once `ready` holds for its HTML (a reload takes effect soon after). */
async function servedFaq(ready: (html: string) => boolean) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${siteUrl}/faq`).catch(() => null);
    const html = response ? await response.text() : '';
    if (response?.ok && ready(html))
      return { html, csp: response.headers.get('content-security-policy') };
    assert.ok(Date.now() < deadline, 'nginx did not serve the new release within 15 s');
    await sleep(100);
  }
}

/** What a visitor sees of the page's heading and header, as the browser computed it. */
const LOOK = `(() => {
  const pick = (element, names) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  };
  return {
    heading: pick(document.querySelector('main h1'), ['font-size', 'color', 'font-family', 'margin-top']),
    header: pick(document.querySelector('header'), ['background-color', 'position']),
  };
})()`;

/** /faq in Chromium: what it looks like, and its console errors and CSP violations. */
async function openFaq(options: BrowserContextOptions) {
  const context = await newContext(options);
  try {
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    // With scripts off, init scripts do not run: Chromium's console reports the violations.
    if (options.javaScriptEnabled !== false) await collectCspViolations(context, errors);
    if (options.javaScriptEnabled === false)
      await page.goto(`${siteUrl}/faq`, { waitUntil: 'load' });
    else await gotoApp(page, `${siteUrl}/faq`);
    await page.locator('main h1').waitFor();
    const look: unknown = await page.evaluate(LOOK);
    return { look, errors };
  } finally {
    await context.close();
  }
}

/** Who owns `file` and whether the build account could write to it. */
function owner(file: string) {
  const stat = fs.statSync(file);
  return { uid: stat.uid, othersWrite: (stat.mode & 0o022) !== 0 };
}

test('the scheduled rebuild, as the guide sets it up, makes each new release live with its own headers', async () => {
  api.setAnswer(FAQ_PATH, { data: [withoutKeyPoints] });
  await rebuild();
  const before = await servedFaq((html) => html.includes(item.faqQuestion));
  assert.ok(!before.html.includes(keyPoint), 'the first release has no key points');

  api.setAnswer(FAQ_PATH, { data: [item] });
  await rebuild();
  const after = await servedFaq((html) => html.includes(keyPoint));

  const withoutScripts = await openFaq({ javaScriptEnabled: false });
  const withScripts = await openFaq({});
  // Styled by the page's own inline styles exactly as the running app styles it.
  assert.deepEqual(withoutScripts.look, withScripts.look);
  assert.deepEqual(withoutScripts.errors, [], 'no CSP violation with scripts off');
  assert.deepEqual(withScripts.errors, [], 'no CSP violation or console error');
  // The key points brought styles of their own: the page's policy had to change with them.
  assert.notEqual(after.csp, before.csp);

  // Root's files stayed root's; the site file names the live release, the build account's.
  const liveRelease = fs.realpathSync(server.live);
  assert.deepEqual(owner(server.siteConfig), { uid: 0, othersWrite: false });
  assert.deepEqual(owner(path.dirname(server.siteConfig)), { uid: 0, othersWrite: false });
  assert.deepEqual(owner(server.settings), { uid: 0, othersWrite: false });
  assert.equal(owner(liveRelease).uid, BUILD_UID);
  assert.match(
    fs.readFileSync(server.siteConfig, 'utf8'),
    new RegExp(`\\n    root ${liveRelease};\\n`),
  );
});

test('the build account cannot write nginx configuration, nor run anything else as root', async () => {
  const write = await server.asBuildAccount('sh', [
    '-c',
    `echo 'log_format x "$request";' >> ${server.siteConfig} || touch ${server.siteConfig}.next-1`,
  ]);
  assert.notEqual(write.status, 0);
  assert.match(write.output, /Permission denied/);
  const [sudo = '', ...command] = server.env.NGINX_SITE_COMMAND?.split(' ') ?? [];
  const other = await server.asBuildAccount(sudo, [
    command[0] ?? '',
    command[1] ?? '',
    '/usr/sbin/nginx',
    '-t',
  ]);
  assert.notEqual(other.status, 0);
  assert.match(other.output, /not allowed/);
});

/** The live release, copied by the build account into `name` as rebuild.sh copies one. */
async function copyOfLive(name: string): Promise<string> {
  const copy = path.join(server.releases, name);
  const { status, output } = await server.asBuildAccount('sh', [
    '-c',
    `cp -a "$1" "$2.partial" && mv -T "$2.partial" "$2"`,
    'copy',
    fs.realpathSync(server.live),
    copy,
  ]);
  assert.equal(status, 0, output);
  return copy;
}

/** What the live site is: the symlink, the site file's bytes, /faq's answer and its policy. */
async function liveState() {
  const faq = await servedFaq(() => true);
  return {
    live: fs.readlinkSync(server.live),
    siteFile: fs.readFileSync(server.siteConfig, 'utf8'),
    faq: faq.html,
    csp: faq.csp,
  };
}

const HOSTILE: [string, (data: HostingData) => void][] = [
  [
    'a log_format and access_log after a hash',
    (data) =>
      data.scriptHashes.push(
        `${data.scriptHashes[0] ?? ''}; log_format x "$request"; access_log /etc/cron.d/x x`,
      ),
  ],
  [
    'an include in a route',
    (data) => data.languages[0]?.pages.push({ path: '/x;include /etc/passwd', file: 'x.html' }),
  ],
  [
    'a location on a new line in a page file',
    (data) => Object.assign(data.pageStyleSources, { '/a.html\nlocation /x { }': [] }),
  ],
  [
    'a quote and a variable in the API origin',
    (data) => Object.assign(data, { apiOrigin: 'https://api.example"$uri' }),
  ],
  [
    'a brace in a redirect',
    (data) => data.languages[1]?.redirects.push({ from: '/a', to: '/b} server {' }),
  ],
  ['a field of its own', (data) => Object.assign(data, { include: '/etc/nginx/evil.conf' })],
];

test('a release whose data would add an nginx directive is refused before anything changes', async () => {
  const before = await liveState();
  const release = await copyOfLive('hostile');
  for (const [what, change] of HOSTILE) {
    // Whoever controls the build writes the data and the marker: the data is checked itself.
    const file = path.join(release, HOSTING_DATA);
    const data = JSON.parse(
      fs.readFileSync(path.join(server.live, HOSTING_DATA), 'utf8'),
    ) as HostingData;
    change(data);
    fs.writeFileSync(file, JSON.stringify(data));
    writeBuildMarker(release, {});
    const switched = await server.asBuildAccount('npm', ['run', 'deploy:switch', '--', release]);
    assert.notEqual(switched.status, 0, what);
    assert.match(switched.output, /hosting\.json: .+ must be /, what);
    // Straight to root's step, past deploy:switch's own check: refused there too.
    const [sudo = '', ...command] = server.env.NGINX_SITE_COMMAND?.split(' ') ?? [];
    const direct = await server.asBuildAccount(
      sudo,
      command,
      JSON.stringify({ release, hosting: data }),
    );
    assert.notEqual(direct.status, 0, what);
    assert.match(direct.output, /hosting\.json: .+ must be /, what);
    assert.deepEqual(await liveState(), before, what);
  }
  const outside = await server.asBuildAccount(
    server.env.NGINX_SITE_COMMAND?.split(' ')[0] ?? '',
    server.env.NGINX_SITE_COMMAND?.split(' ').slice(1) ?? [],
    JSON.stringify({
      release: '/etc',
      hosting: JSON.parse(fs.readFileSync(path.join(server.live, HOSTING_DATA), 'utf8')) as unknown,
    }),
  );
  assert.match(outside.output, /the release \/etc must be a folder directly in PARKNOVA_RELEASES/);
  assert.deepEqual(await liveState(), before);
});

test('a copy that is not the whole build is refused, naming the first bad file', async () => {
  const before = await liveState();
  const release = await copyOfLive('half');
  // What the field saw: the marker copied early, the copy stopped before hi/ and zh/.
  fs.rmSync(path.join(release, 'hi'), { recursive: true });
  fs.rmSync(path.join(release, 'zh'), { recursive: true });
  const { status, output } = await server.asBuildAccount('npm', [
    'run',
    'deploy:switch',
    '--',
    release,
  ]);
  assert.notEqual(status, 0);
  assert.match(
    output,
    new RegExp(`${release} is not the build its marker lists: hi/\\S+ is missing`),
  );
  assert.deepEqual(await liveState(), before);
});
