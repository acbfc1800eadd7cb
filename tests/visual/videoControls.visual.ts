/** The video-controls check (scripts/visual/checks/videoControls.ts) on fixture pages. */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { closeFixtureBrowser, lintFixture, svgUrl } from './fixture';

after(closeFixtureBrowser);

/** A 16:9 poster: a light dashboard, with or without a title band along its bottom. */
function poster(titled: boolean): string {
  const title = titled
    ? `<rect x="0" y="300" width="640" height="60" fill="#12264a"/>
       <text x="24" y="342" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff">Reading the occupancy dashboard</text>`
    : '';
  return svgUrl(
    640,
    360,
    `<rect width="640" height="360" fill="#eef3f8"/>
     <rect x="80" y="30" width="480" height="200" rx="8" fill="#12264a"/>${title}`,
  );
}

const player = (titled: boolean) =>
  `<main style="padding: 16px"><video controls preload="none" poster="${poster(titled)}"
    style="display: block; width: 100%; aspect-ratio: 16 / 9" aria-label="Demo video"></video></main>`;

void describe('video-controls', () => {
  void test('fails on a title in the poster under the control bar', async () => {
    const findings = await lintFixture(player(true), ['video-controls'], { width: 768 });
    assert.equal(findings.length, 1);
    assert.match(findings[0]?.element ?? '', /video\[aria-label="Demo video"\]/);
    assert.match(
      findings[0]?.figure ?? '',
      /^the control bar covers the bottom \d+ of 414 px, over detail/,
    );
  });

  void test('passes a poster whose bottom is plain', async () => {
    assert.deepEqual(await lintFixture(player(false), ['video-controls'], { width: 768 }), []);
  });
});
