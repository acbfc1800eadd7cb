/** The overflow check (scripts/visual/checks/overflow.ts) on fixture pages. */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { closeFixtureBrowser, lintFixture } from './fixture';

after(closeFixtureBrowser);

const table = (style: string) =>
  `<main><section><h2>Offices</h2><div class="grid" style="${style}">Nine office cards</div></section></main>`;

void describe('overflow', () => {
  void test('fails on a page wider than the phone, naming what sticks out', async () => {
    const findings = await lintFixture(table('width: 600px'), ['overflow']);
    assert.equal(findings.length, 1);
    assert.match(
      findings[0]?.element ?? '',
      /^main > section "Offices" > div "Nine office cards" spans 0…600 px$/,
    );
    assert.equal(findings[0]?.figure, 'the page is 600 px wide in a 390 px viewport');
  });

  void test('passes the same box held to the screen', async () => {
    assert.deepEqual(await lintFixture(table('width: 600px; max-width: 100%'), ['overflow']), []);
  });

  void test('passes a wide track that scrolls inside its own box', async () => {
    const carousel = `<div style="overflow-x: auto"><div style="width: 1200px">Slides</div></div>`;
    assert.deepEqual(await lintFixture(carousel, ['overflow']), []);
  });
});
