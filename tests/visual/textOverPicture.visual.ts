/** The text-over-picture check (scripts/visual/checks/textOverPicture.ts) on fixture pages. */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { closeFixtureBrowser, lintFixture, plainPng } from './fixture';

after(closeFixtureBrowser);

/** White text on a mid-grey picture (3.5:1), with or without a dark scrim between. */
const hero = (picture: string, scrim: string) => `
  <section style="position: relative; height: 320px; color: #fff">
    <img src="${picture}" alt="" style="position: absolute; inset: 0; width: 100%; height: 100%">
    <div style="position: absolute; inset: 0; background: ${scrim}"></div>
    <h1 style="position: relative; margin: 0; padding: 80px 16px 0">Smarter parking</h1>
  </section>`;

void describe('text-over-picture', () => {
  void test('fails on white text over a mid-tone picture', async () => {
    const picture = await plainPng(390, 320, '#8a8a8a');
    const findings = await lintFixture(hero(picture, 'transparent'), ['text-over-picture']);
    assert.equal(findings.length, 1);
    assert.match(findings[0]?.element ?? '', /h1 "Smarter parking"/);
    assert.match(findings[0]?.figure ?? '', /^3\.\d\d:1 or less .* 4\.5:1 needed, over data:image/);
  });

  void test('passes the same text with a scrim over the picture', async () => {
    const picture = await plainPng(390, 320, '#8a8a8a');
    const findings = await lintFixture(hero(picture, 'rgba(0, 0, 0, 0.55)'), ['text-over-picture']);
    assert.deepEqual(findings, []);
  });

  void test('does not count a text shadow as the background', async () => {
    const picture = await plainPng(390, 320, '#8a8a8a');
    const findings = await lintFixture(
      hero(picture, 'transparent').replace(
        '<h1 style="',
        '<h1 style="text-shadow: 0 0 6px #000, 0 0 12px #000, 0 0 18px #000, 0 0 24px #000; ',
      ),
      ['text-over-picture'],
    );
    assert.equal(findings.length, 1);
  });

  void test('leaves text on an opaque box over a picture to the other checks', async () => {
    const picture = await plainPng(390, 320, '#8a8a8a');
    const findings = await lintFixture(
      `<section style="position: relative; height: 320px">
        <img src="${picture}" alt="" style="position: absolute; inset: 0; width: 100%; height: 100%">
        <p style="position: relative; margin: 80px 16px; background: #fff; color: #999">On a card</p>
      </section>`,
      ['text-over-picture'],
    );
    assert.deepEqual(findings, []);
  });
});
