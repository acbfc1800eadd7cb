/** The lone-item check (scripts/visual/checks/loneItems.ts) on fixture pages. */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { closeFixtureBrowser, lintFixture } from './fixture';

after(closeFixtureBrowser);

const LAPTOP = { width: 1366, height: 768 };

/** `css` styles the list (`ul`) and its items (`li`). */
const features = (css: string, count: number) =>
  `<style>ul { margin: 0; padding: 0; list-style: none } ${css}</style>
  <main><section><h2>User-centric features</h2><ul>${Array.from(
    { length: count },
    (_, i) => `<li>Feature ${i + 1}: visitor approvals from the phone</li>`,
  ).join('')}</ul></section></main>`;

void describe('lone-item', () => {
  void test('fails on ten items in three columns, the tenth alone', async () => {
    const grid = features(
      'ul { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px }',
      10,
    );
    const findings = await lintFixture(grid, ['lone-item'], LAPTOP);
    assert.equal(findings.length, 1);
    assert.match(findings[0]?.element ?? '', /^main > section "User-centric features" > ul/);
    assert.match(
      findings[0]?.figure ?? '',
      /^10 items in 3 columns leave main > section "User-centric features" > li "Feature 10: .*" alone on the last row$/,
    );
  });

  void test('fails on a wrapping row of cards with one left over', async () => {
    const row = features('ul { display: flex; flex-wrap: wrap; gap: 8px } li { flex: 0 0 30% }', 7);
    assert.equal((await lintFixture(row, ['lone-item'], LAPTOP)).length, 1);
  });

  void test('passes the same ten flowing down three balanced columns, or in two', async () => {
    const columns = features('ul { columns: 3 } li { break-inside: avoid }', 10);
    assert.deepEqual(await lintFixture(columns, ['lone-item'], LAPTOP), []);
    const two = features('ul { display: grid; grid-template-columns: repeat(2, 1fr) }', 10);
    assert.deepEqual(await lintFixture(two, ['lone-item'], LAPTOP), []);
  });

  void test("passes a wrapping line of links at their own widths (the footer's social links)", async () => {
    // Four links on the first line, X alone on the second, as words wrap.
    const sized: [string, number][] = [
      ['LinkedIn', 70],
      ['Facebook', 80],
      ['Instagram', 90],
      ['YouTube', 75],
      ['X', 20],
    ];
    const links = `<style>ul { display: flex; flex-wrap: wrap; gap: 4px 16px; width: 380px; margin: 0; padding: 0; list-style: none }</style>
      <footer><section><h2>Follow us</h2><ul>${sized
        .map(([name, width]) => `<li style="width: ${width}px"><a href="#">${name}</a></li>`)
        .join('')}</ul></section></footer>`;
    assert.deepEqual(await lintFixture(links, ['lone-item'], LAPTOP), []);
  });

  void test('passes a last row of two under rows of three', async () => {
    const grid = features('ul { display: grid; grid-template-columns: repeat(3, 1fr) }', 8);
    assert.deepEqual(await lintFixture(grid, ['lone-item'], LAPTOP), []);
  });
});
