/** The cut-placeholder check (scripts/visual/checks/cutPlaceholders.ts) on fixture pages. */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { closeFixtureBrowser, lintFixture } from './fixture';

after(closeFixtureBrowser);

/** A search field as the search page has it, 240 px wide, with `hint` as its placeholder. */
const field = (hint: string, value = '') =>
  `<main style="padding: 16px"><label>Suche <input type="search" placeholder="${hint}"
    value="${value}" style="width: 240px; padding: 8px 12px; font: 16px sans-serif"></label></main>`;

const LONG = 'Zum Beispiel „ANPR“, „Schranke“ oder „Pune“';

void describe('cut-placeholder', () => {
  void test('fails on a placeholder wider than its empty field', async () => {
    const findings = await lintFixture(field(LONG), ['cut-placeholder'], { width: 390 });
    assert.equal(findings.length, 1);
    assert.match(findings[0]?.element ?? '', /input/);
    assert.match(
      findings[0]?.figure ?? '',
      /^its placeholder "Zum Beispiel „ANPR“, „Schranke“ oder „Pune“" needs \d+ px, the field has 21\d px$/,
    );
  });

  void test('passes a placeholder that fits, and a field with a value', async () => {
    assert.deepEqual(
      await lintFixture(field('z. B. ANPR, Schranke, Pune'), ['cut-placeholder'], { width: 390 }),
      [],
    );
    assert.deepEqual(
      await lintFixture(field(LONG, 'ANPR'), ['cut-placeholder'], { width: 390 }),
      [],
    );
  });
});
