/** The picture-row check (scripts/visual/checks/pictureRows.ts) on fixture pages. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { closeFixtureBrowser, lintFixture, plainPng } from './fixture';

after(closeFixtureBrowser);

let photo = '';
before(async () => {
  photo = await plainPng(960, 720, '#3a7');
});

const LAPTOP = { width: 1366, height: 768 };

/** A laptop's content column: 1,152 px between its gutters. */
const column = (content: string) =>
  `<main><div style="max-width: 1152px; margin: 0 auto">${content}</div></main>`;

const img = (n: number) =>
  `<img src="${photo}" alt="Site photo ${n}" width="960" height="720" style="display: block; width: 100%; height: auto">`;

const list = (style: string, count: number) =>
  `<ul style="display: grid; gap: 16px; margin: 0; padding: 0; list-style: none; ${style}">${Array.from(
    { length: count },
    (_, i) => `<li>${img(i + 1)}</li>`,
  ).join('')}</ul>`;

void describe('picture-row', () => {
  void test('fails on photos stacked down the left of the column (/residential)', async () => {
    const stacked = column(
      `<section><h2>Green Valley Residency</h2>${list('grid-template-columns: repeat(auto-fit, minmax(240px, 600px))', 3)}</section>`,
    );
    const findings = await lintFixture(stacked, ['picture-row'], LAPTOP);
    assert.equal(findings.length, 1);
    assert.match(findings[0]?.element ?? '', /^main > section "Green Valley Residency" > ul/);
    assert.match(
      findings[0]?.figure ?? '',
      /^a row of 1 picture\(s\) covers 600 of its column's 1152 px: 48 % empty, a third allowed$/,
    );
  });

  void test('passes the same photos sharing the row', async () => {
    const shared = column(
      `<section><h2>Green Valley Residency</h2>${list('grid-template-columns: repeat(3, minmax(0, 1fr))', 3)}</section>`,
    );
    assert.deepEqual(await lintFixture(shared, ['picture-row'], LAPTOP), []);
  });

  void test('fails on one photo under its heading beside a blank half (/truck)', async () => {
    const under = column(
      `<section><h2>Jagatpur Truck Terminal</h2>${list('max-width: 600px', 1)}</section>`,
    );
    const findings = await lintFixture(under, ['picture-row'], LAPTOP);
    assert.match(findings[0]?.figure ?? '', /covers 600 of its column's 1152 px: 48 % empty/);
  });

  void test('passes one photo beside its heading, which fills the row', async () => {
    const beside = column(
      `<section style="display: grid; grid-template-columns: 1fr 2fr; gap: 40px; align-items: start">
        <h2 style="margin: 0">Jagatpur Truck Terminal, the terminal by the highway</h2>
        <div>${list('max-width: 600px', 1)}</div></section>`,
    );
    assert.deepEqual(await lintFixture(beside, ['picture-row'], LAPTOP), []);
  });

  void test('leaves lists that are not all pictures alone', async () => {
    const cards = column(
      `<ul style="display: grid; grid-template-columns: 300px; list-style: none"><li>${img(1)}</li><li><p>A card of text</p></li></ul>`,
    );
    assert.deepEqual(await lintFixture(cards, ['picture-row'], LAPTOP), []);
  });

  void test('counts a logo by its tile, which fills the row though the logo does not', async () => {
    const tiles = column(
      `<ul style="display: grid; grid-template-columns: repeat(4, 1fr); gap: 24px; list-style: none; padding: 0">${[
        1, 2, 3, 4,
      ]
        .map(
          (n) =>
            `<li style="display: flex; justify-content: center; border: 1px solid #d5dee7; padding: 16px"><img src="${photo}" alt="Badge ${n}" style="width: 110px"></li>`,
        )
        .join('')}</ul>`,
    );
    assert.deepEqual(await lintFixture(tiles, ['picture-row'], LAPTOP), []);
  });
});
