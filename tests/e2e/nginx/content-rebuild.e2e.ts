/**
 * A scheduled content rebuild deploys whole (D41, docs/deploying.md "Releases"): nginx serves
 * a snapshot build (D38) through the site file deploy:switch writes; the backend's FAQ changes
 * (key points added), which changes the styles /faq's HTML holds, and the documented rebuild
 * (deploy/content/rebuild.sh) runs. /faq must then load with no Content-Security-Policy
 * violation and be styled before its scripts run, for visitors and crawlers without script
 * too; and `npm run deploy:switch` must refuse a release without the build's marker.
 *
 * It has its own mock backend (to change the FAQ between builds), its own nginx and releases,
 * and its own deploy checkout (deployCheckout below): it never writes this checkout's dist/,
 * so tests/e2e/run-nginx.ts runs it beside the files that read that build.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContextOptions } from 'playwright-core';
import { faqs } from '@/mocks/fixtures/faq';
import { BUILD_MARKER } from '../../../scripts/build/buildMarker';
import {
  freePort,
  startManagedNginx,
  type ManagedNginx,
} from '../../../scripts/hosting/nginxServer';
import { startMockApi, type RunningMockApi } from '../../../scripts/serve/mockApiServer';
import { gotoApp } from '../settle';
import { closeBrowser, collectConsoleErrors, collectCspViolations, newContext } from '../support';

const workingCopy = path.resolve(__dirname, '../../..');
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

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'parknova-rebuild-'));
// When the tests run as root, nginx's workers run as nobody and must reach the releases.
fs.chmodSync(base, 0o755);
const releases = path.join(base, 'releases');
fs.mkdirSync(releases);
const live = path.join(base, 'current');
const checkout = path.join(base, 'checkout');

/**
 * A checkout as a server holds one (`npm ci` done), made of this working copy's files as they
 * are now (uncommitted changes included, ignored files such as dist/ left out). Its
 * node_modules links each package of this one's, without the build caches: the rebuild writes
 * only inside the copy, never this checkout's dist/ that the other nginx suites read meanwhile.
 */
function deployCheckout(): void {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: workingCopy, encoding: 'utf8' },
  );
  for (const file of listed.split('\0').filter(Boolean)) {
    const from = path.join(workingCopy, file);
    if (!fs.existsSync(from)) continue; // deleted in the working copy, not yet committed
    fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    fs.copyFileSync(from, path.join(checkout, file));
  }
  const modules = path.join(workingCopy, 'node_modules');
  fs.mkdirSync(path.join(checkout, 'node_modules'));
  for (const name of fs.readdirSync(modules).filter((entry) => entry !== '.cache')) {
    fs.symlinkSync(path.join(modules, name), path.join(checkout, 'node_modules', name));
  }
}
let nginx: ManagedNginx;
let api: RunningMockApi;
let siteUrl: string;
let listen: string;

before(async () => {
  deployCheckout();
  nginx = await startManagedNginx();
  const port = await freePort();
  listen = `127.0.0.1:${String(port)}`;
  siteUrl = `http://${listen}`;
  api = await startMockApi(0, siteUrl);
});

after(async () => {
  await closeBrowser();
  await nginx.stop();
  api.server.close();
  fs.rmSync(base, { recursive: true, force: true });
});

/** The environment of the deploy: build.env's values (deploy/content/build.env.example). */
function deployEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SITE_URL: siteUrl,
    API_BASE_URL: api.url,
    CONTENT_SNAPSHOT: '1',
    PARKNOVA_CHECKOUT: checkout,
    PARKNOVA_RELEASES: releases,
    NGINX_SITE_CONFIG: nginx.siteConfig,
    NGINX_TEST_COMMAND: nginx.testCommand,
    NGINX_RELOAD_COMMAND: nginx.reloadCommand,
    NGINX_LISTEN: listen,
  };
}

/**
 * Runs `command` to its end (not spawnSync: the mock backend in this process must answer the
 * snapshot build meanwhile); its status and output.
 */
async function run(command: string, args: string[]): Promise<{ status: number; output: string }> {
  const child = spawn(command, args, { cwd: checkout, env: deployEnv() });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  return { status, output };
}

async function rebuild(): Promise<void> {
  const { status, output } = await run('sh', [path.join(checkout, 'deploy/content/rebuild.sh')]);
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

test('after a content rebuild, /faq is styled before its scripts run and breaks no CSP', async () => {
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
});

test('deploy:switch refuses a release without the marker the build writes last', async () => {
  const liveRelease = fs.realpathSync(live);
  const unmarked = path.join(releases, 'unmarked');
  const copy = await run('cp', ['-al', liveRelease, unmarked]);
  assert.equal(copy.status, 0, copy.output);
  fs.rmSync(path.join(unmarked, BUILD_MARKER));

  const { status, output } = await run('npm', ['run', 'deploy:switch', '--', unmarked]);
  assert.notEqual(status, 0);
  assert.match(output, new RegExp(`${unmarked} is not a complete build \\(no ${BUILD_MARKER}`));
  assert.equal(fs.realpathSync(live), liveRelease);
  assert.ok((await servedFaq((html) => html.includes(keyPoint))).html);
});
