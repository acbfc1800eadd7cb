/** The image-scale check (scripts/visual/checks/imageScale.ts) on fixture pages. */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { closeFixtureBrowser, lintFixture, plainPng } from './fixture';

after(closeFixtureBrowser);

void describe('image-scale', () => {
  void test('fails on a picture drawn at three times its file', async () => {
    const small = await plainPng(100, 75, '#3a7');
    const findings = await lintFixture(
      `<img src="${small}" alt="Car park" style="width: 300px; height: 225px">`,
      ['image-scale'],
    );
    assert.equal(findings.length, 1);
    assert.match(findings[0]?.figure ?? '', /\(100×75\) drawn at 300×225 CSS px at 1x: 3\.00 /);
  });

  void test('passes a file at least as large as its box', async () => {
    const large = await plainPng(400, 300, '#3a7');
    const findings = await lintFixture(
      `<img src="${large}" alt="Car park" style="width: 300px; height: 225px">`,
      ['image-scale'],
    );
    assert.deepEqual(findings, []);
  });

  void test('counts device pixels: the same file fails at 2x, passes with a 2x candidate', async () => {
    const [large, double] = [await plainPng(400, 300, '#3a7'), await plainPng(800, 600, '#3a7')];
    const one = `<img src="${large}" alt="Car park" style="width: 300px; height: 225px">`;
    const atTwo = await lintFixture(one, ['image-scale'], { deviceScaleFactor: 2 });
    assert.match(atTwo[0]?.figure ?? '', /at 2x: 1\.50 device pixels per file pixel/);
    const withCandidate = `<img src="${large}" srcset="${large} 1x, ${double} 2x" alt="Car park"
      style="width: 300px; height: 225px">`;
    assert.deepEqual(
      await lintFixture(withCandidate, ['image-scale'], { deviceScaleFactor: 2 }),
      [],
    );
  });

  void test('judges the file by its own pixels, not by the width its srcset claims', async () => {
    // naturalWidth would be 400 × 300 / 1600 = 75 px here, and the image 4× upscaled.
    const large = await plainPng(400, 300, '#3a7');
    const findings = await lintFixture(
      `<img srcset="${large} 1600w" sizes="300px" alt="Car park" style="width: 300px">`,
      ['image-scale'],
    );
    assert.deepEqual(findings, []);
  });

  void test('lays the file out as object-fit does', async () => {
    const wide = await plainPng(400, 100, '#3a7');
    const box = 'width: 300px; height: 300px';
    const cover = await lintFixture(
      `<img src="${wide}" alt="" style="${box}; object-fit: cover">`,
      ['image-scale'],
    );
    assert.match(cover[0]?.figure ?? '', /3\.00 device pixels per file pixel/);
    const contain = `<img src="${wide}" alt="" style="${box}; object-fit: contain">`;
    assert.deepEqual(await lintFixture(contain, ['image-scale']), []);
  });

  void test("fails on a blog post's lead picture across a laptop's column at 2x, passes it in the reading column", async () => {
    // Issue 59: the backend's 960 px picture drawn 1,152 px wide; the lint never opened a post.
    const lead = await plainPng(960, 540, '#3a7');
    const article = (width: string) =>
      `<article style="width: ${width}; margin: 0 auto"><h1>Reading number plates after dark</h1>
        <img src="${lead}" alt="" width="960" height="540"
          style="display: block; width: 100%; height: auto; aspect-ratio: 960 / 540"></article>`;
    const options = { width: 1366, height: 768, deviceScaleFactor: 2 };
    const wide = await lintFixture(article('1152px'), ['image-scale'], options);
    assert.match(wide[0]?.figure ?? '', /\(960×540\) drawn at 1152×648 CSS px at 2x: 2\.40 /);
    assert.deepEqual(await lintFixture(article('600px'), ['image-scale'], options), []);
  });
});
