/** The control-contrast check (scripts/visual/checks/controlContrast.ts) on fixture pages. */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { closeFixtureBrowser, lintFixture, plainPng } from './fixture';

after(closeFixtureBrowser);

const NAVY = '#12264a';
const FOOTER_NAVY = '#0f2140';

/** A short page on the footer's navy with the floating button over it. */
const floatingOverFooter = (buttonStyle: string) => `
  <footer style="background: ${FOOTER_NAVY}; color: #fff; min-height: 900px; padding: 16px">
    <p>Company</p>
  </footer>
  <button aria-label="Back to top" style="position: fixed; right: 16px; bottom: 16px;
    width: 44px; height: 44px; border-radius: 50%; background: ${NAVY}; ${buttonStyle}"></button>`;

void describe('control-contrast', () => {
  void test('fails on a navy floating button over the navy footer', async () => {
    const findings = await lintFixture(floatingOverFooter('border: 0'), ['control-contrast']);
    assert.equal(findings.length, 1);
    assert.match(findings[0]?.element ?? '', /button\[aria-label="Back to top"\]/);
    assert.match(findings[0]?.figure ?? '', /^1\.\d\d:1 or less along a quarter of its outline/);
  });

  void test('passes the same button with a light ring', async () => {
    const findings = await lintFixture(floatingOverFooter('border: 2px solid #ffffff'), [
      'control-contrast',
    ]);
    assert.deepEqual(findings, []);
  });

  void test('fails on a navy arrow over a dark picture, passes a white one', async () => {
    const picture = await plainPng(390, 300, '#1b2f52');
    const hero = (background: string) => `
      <section style="position: relative; height: 300px">
        <img src="${picture}" alt="" style="position: absolute; inset: 0; width: 100%; height: 100%">
        <button aria-label="Next picture" style="position: absolute; right: 24px; bottom: 24px;
          width: 44px; height: 44px; border: 0; border-radius: 50%; background: ${background}"></button>
      </section>`;
    const navy = await lintFixture(hero(NAVY), ['control-contrast']);
    assert.equal(navy.length, 1);
    assert.match(navy[0]?.figure ?? '', /over a picture/);
    assert.deepEqual(await lintFixture(hero('#ffffff'), ['control-contrast']), []);
  });
});
