/** The covered-text check (scripts/visual/checks/coveredText.ts) on fixture pages. */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { closeFixtureBrowser, lintFixture, PARAGRAPH } from './fixture';

after(closeFixtureBrowser);

const FLOATING = `<button aria-label="Contact us" style="position: fixed; right: 16px; bottom: 16px;
  width: 44px; height: 44px; border-radius: 50%; border: 0; background: #12264a"></button>`;
const page = (paragraphStyle: string) =>
  `<main>${`<p style="${paragraphStyle}">${PARAGRAPH}</p>`.repeat(6)}</main>${FLOATING}`;

void describe('covered-text', () => {
  void test('fails on text under a floating button', async () => {
    const findings = await lintFixture(page('margin: 16px'), ['covered-text']);
    assert.ok(findings.length > 0, 'no finding');
    assert.match(findings[0]?.element ?? '', /^main > p "Ticketless entry/);
    assert.match(findings[0]?.figure ?? '', /under button\[aria-label="Contact us"\]/);
  });

  void test("fails when only a line's last letters are under the button", async () => {
    // Right-aligned lines end at x = 334, 4 px into the button (x 330 to 374); every 20 px a
    // line, so one passes the button's middle at each stop.
    const findings = await lintFixture(
      page('margin: 0; padding: 0 56px 0 16px; text-align: right; line-height: 20px'),
      ['covered-text'],
    );
    assert.ok(findings.length > 0, 'no finding');
  });

  void test('passes when the text keeps clear of the button', async () => {
    const findings = await lintFixture(page('margin: 16px 76px 16px 16px'), ['covered-text']);
    assert.deepEqual(findings, []);
  });

  void test("passes a line of which only a sliver shows at a bar's edge: it is read whole at the next stop", async () => {
    // A bar across the bottom, as the site's floating buttons on a phone: the free band ends at
    // 639 px (700 - 61), a stop is 623 px on, so the second stop's band ends at 1,262 px of the
    // page. The heading's line starts 2 px above that: a sliver too thin for a glyph, which
    // Chromium's hit test gives to the bar. The next stop shows the whole line above it.
    const findings = await lintFixture(
      `<main><div style="height: 1260px"></div>
        <h2 style="margin: 0; font-size: 20px; line-height: 24px">Our partners trust us</h2>
        <div style="height: 1400px"></div></main>
      <div style="position: fixed; inset: auto 0 0 0; height: 60px; border-top: 1px solid #ccd;
        background: #fff; box-shadow: 0 -2px 8px rgb(0 0 0 / 20%)"><button aria-label="Back to top"
        style="float: right; margin: 8px 16px; width: 44px; height: 44px"></button></div>`,
      ['covered-text'],
    );
    assert.deepEqual(findings, []);
  });

  void test('passes a transparent element over text, which paints nothing there', async () => {
    const findings = await lintFixture(
      `<article style="position: relative; margin: 16px">
        <h2>Case study</h2><p>${PARAGRAPH}</p>
        <a href="#case" aria-label="Read the case" style="position: absolute; inset: 0"></a>
      </article>`,
      ['covered-text'],
    );
    assert.deepEqual(findings, []);
  });
});
