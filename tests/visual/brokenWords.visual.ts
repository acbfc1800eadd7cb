/** The broken-word check (scripts/visual/checks/brokenWords.ts) on fixture pages. */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { hyphenDrawn } from '../../scripts/visual/checks/brokenWords';
import { capture } from '../../scripts/visual/screen';
import { closeFixtureBrowser, lintFixture, withFixture } from './fixture';

after(closeFixtureBrowser);

/** A narrow heading that must break its one long word, as `overflow-wrap: anywhere` lets it. */
const narrow = (tag: string, text: string, lang = 'de') =>
  `<${tag} lang="${lang}" style="width: 130px; margin: 16px; font-size: 24px; overflow-wrap: anywhere">${text}</${tag}>`;

void describe('broken-word', () => {
  void test('fails on a German heading broken inside a word without a hyphen', async () => {
    const findings = await lintFixture(narrow('h2', 'Parkplatzplanungen'), ['broken-word']);
    assert.equal(findings.length, 1);
    assert.match(findings[0]?.element ?? '', /^h2 "Parkplatzplanungen"/);
    assert.match(
      findings[0]?.figure ?? '',
      /^"Parkplatzplanungen" broken as "Parkplatz\S*\|\S+" with no hyphen$/,
    );
  });

  void test('fails on a Russian button label too', async () => {
    const findings = await lintFixture(narrow('button', 'Ответственность', 'ru'), ['broken-word']);
    assert.equal(findings.length, 1);
  });

  void test('passes the word broken at a soft hyphen, which the browser draws', async () => {
    const findings = await lintFixture(narrow('h2', 'Parkplatz&shy;planungen'), ['broken-word']);
    assert.deepEqual(findings, []);
  });

  void test('passes a word broken after its own hyphen', async () => {
    const findings = await lintFixture(narrow('h2', 'Parkplatz-Planungen'), ['broken-word']);
    assert.deepEqual(findings, []);
  });

  void test('passes Chinese broken between characters, where that is the rule', async () => {
    const findings = await lintFixture(narrow('h2', '停车场规划与设计服务方案', 'zh'), [
      'broken-word',
    ]);
    assert.deepEqual(findings, []);
  });

  void test('sees a hyphen drawn after the line that is not in the text as ink', async () => {
    // This Chromium has no hyphenation dictionaries, so `hyphens: auto` draws nothing here; a
    // soft hyphen is drawn the same way (a glyph after the line's last character).
    const seen = (text: string) =>
      withFixture(narrow('h2', text), async (page) => {
        const lastChar = await page.evaluate(() => {
          const node = document.querySelector('h2')?.firstChild as Text;
          const range = document.createRange();
          range.setStart(node, 8);
          range.setEnd(node, 9);
          const rect = range.getBoundingClientRect();
          return { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
        });
        return hyphenDrawn(await capture(page), {
          label: 'h2',
          word: '',
          head: '',
          lastChar,
          fontSize: 24,
        });
      });
    assert.equal(await seen('Parkplatz&shy;planungen'), true);
    assert.equal(await seen('Parkplatz<br>planungen'), false);
  });
});
