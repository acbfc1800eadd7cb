/**
 * The tests' own wait for a quiet network (tests/e2e/settle.ts) and media requests. Chromium
 * can hold a player's request open for about 15 s after the player has what it asked for (now
 * and then on /support: docs/development.md, "Waiting in end-to-end tests"). Here a
 * server of the test's own answers a clip and leaves its response open: whole, as Chromium's
 * held request looks to the page, or only its first bytes, which a player is still loading.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { networkQuiet, watchTraffic } from './settle';
import { closeBrowser, newContext } from './support';

/** A support video of the demo content, from the repository's public files. */
const CLIP = fs.readFileSync(path.join(__dirname, '../../public/demo/video-01.mp4'));

/** Bytes too few for the clip's metadata: the player keeps loading. */
const FIRST_BYTES = 64;

/**
 * Far longer than this page's load and quiet time; shorter than the 15 s after which Chromium
 * gives a held request up, which a wait for every request would wait out.
 */
const WELL_BEFORE_GIVEN_UP_MS = 10_000;

/**
 * `whole` and `first-bytes` leave the response open; `trailing` sends the whole clip and ends
 * it, on a page whose player says it is still loading until the test lets it say otherwise
 * (`finishLoading()`): the state a player was in on a busy CI machine a moment after its
 * request had ended, which a real player gives only now and then.
 */
type Answer = 'whole' | 'first-bytes' | 'trailing';

/** The page's script for `trailing`: its players' network state, as the test sets it. */
const TRAILING_PLAYER = `<script>
  let loading = true;
  window.finishLoading = () => { loading = false; };
  Object.defineProperty(HTMLMediaElement.prototype, 'networkState', {
    get: () => (loading ? HTMLMediaElement.NETWORK_LOADING : HTMLMediaElement.NETWORK_IDLE),
  });
</script>`;

/** The clip's responses, held open (by answer) until a test ends one or the server closes. */
const held = new Map<string, http.ServerResponse>();

/** `/?answer=…`: a page with a player; `/clip.mp4?…`: the clip, answered so. */
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/clip.mp4') {
    const answer = url.search.slice(1);
    if (answer === 'trailing') {
      response.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': CLIP.length });
      response.end(CLIP);
      return;
    }
    // No length: the page cannot tell the clip has all come, and the response stays open.
    response.writeHead(200, { 'Content-Type': 'video/mp4' });
    response.write(answer === 'first-bytes' ? CLIP.subarray(0, FIRST_BYTES) : CLIP);
    held.set(answer, response);
    return;
  }
  const answer = url.searchParams.get('answer') ?? 'whole';
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><title>A player</title>` +
      (answer === 'trailing' ? TRAILING_PLAYER : '') +
      `<video src="/clip.mp4?${answer}" preload="metadata"` +
      ` controls></video></html>`,
  );
});

let origin = '';

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

after(async () => {
  await closeBrowser();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens the page with its clip answered so, the page's traffic followed from the start. */
async function openPlayer(answer: Answer) {
  const context = await newContext();
  const page = await context.newPage();
  const traffic = watchTraffic(page);
  const clipRequest = page.waitForRequest((request) => request.url().includes('/clip.mp4'));
  await page.goto(`${origin}/?answer=${answer}`);
  return { context, page, traffic, clipRequest: await clipRequest };
}

function playerLoading(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.querySelector('video')?.networkState === HTMLMediaElement.NETWORK_LOADING,
  );
}

/** Resolves once the page's player is in that network state (`HTMLMediaElement`'s name). */
async function playerIs(page: Page, state: 'NETWORK_IDLE' | 'NETWORK_LOADING'): Promise<void> {
  await page.waitForFunction(
    (name) => document.querySelector('video')?.networkState === HTMLMediaElement[name],
    state,
  );
}

describe('waiting for a quiet network with a player on the page', () => {
  test('a player that has its clip does not hold the wait, though its request is open', async () => {
    const { context, page, traffic, clipRequest } = await openPlayer('whole');
    try {
      await playerIs(page, 'NETWORK_IDLE');
      let tooLong = false;
      const timer = setTimeout(() => (tooLong = true), WELL_BEFORE_GIVEN_UP_MS);
      await networkQuiet(page);
      clearTimeout(timer);
      assert.equal(tooLong, false, 'the wait held on to the open request');
      assert.ok(traffic.inFlight.has(clipRequest), 'the clip request is still open');
    } finally {
      await context.close();
    }
  });

  test('a player still loading holds the wait until it has its clip', async () => {
    const { context, page, traffic, clipRequest } = await openPlayer('first-bytes');
    try {
      await playerIs(page, 'NETWORK_LOADING');
      let quiet = false;
      const waiting = networkQuiet(page).then(() => (quiet = true));
      // Three times the quiet time with the player loading: the wait must still be on.
      await sleep(1_500);
      assert.equal(quiet, false, 'the wait ended while the player was loading');
      assert.ok(traffic.inFlight.has(clipRequest));
      held.get('first-bytes')?.end(CLIP.subarray(FIRST_BYTES));
      await waiting;
      assert.equal(await playerLoading(page), false, 'the wait ended with the player loading');
    } finally {
      await context.close();
    }
  });

  test('a player still loading after its request has ended holds the wait', async () => {
    const { context, page, traffic, clipRequest } = await openPlayer('trailing');
    try {
      await clipRequest.response();
      // The clip's request is over, the player still says it is loading.
      while (traffic.inFlight.has(clipRequest)) await sleep(50);
      let quiet = false;
      const waiting = networkQuiet(page).then(() => (quiet = true));
      await sleep(1_500);
      assert.equal(quiet, false, 'the wait ended while the player was loading');
      await page.evaluate(() =>
        (window as unknown as { finishLoading: () => void }).finishLoading(),
      );
      await waiting;
    } finally {
      await context.close();
    }
  });
});
