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

  void test('judges a slide shown while it measures by the file it draws, not by its fallback', async () => {
    // The home page's hero at 768 x 1024 px, 2x: a step of the carousel after the screen came
    // to rest showed a lazy slide whose 3:4 file had not started loading, and its 2,400 px wide
    // fallback was judged as if drawn (1.43). The page steps here as the lint's first decode ends.
    const [shown, wide] = [await plainPng(300, 400, '#3a7'), await plainPng(2400, 1350, '#37a')];
    const tall = await plainPng(1440, 1920, '#37a');
    const box = 'position: absolute; inset: 0 auto auto 0; width: 768px; height: 968px';
    const findings = await lintFixture(
      `<section><h2>Entry lane</h2>
        <img src="${shown}" alt="" style="${box}; object-fit: cover"></section>
      <section id="next" hidden><h2>Exit lane</h2><picture>
        <source media="(max-aspect-ratio: 3/4)" srcset="${tall} 1440w" sizes="75vh">
        <img src="${wide}" alt="" loading="lazy" style="${box}; object-fit: cover">
      </picture></section>
      <script>
        const decode = HTMLImageElement.prototype.decode;
        HTMLImageElement.prototype.decode = function () {
          return decode.call(this).then(() => {
            document.getElementById('next').hidden = false;
          });
        };
      </script>`,
      ['image-scale'],
      { width: 768, height: 1024, deviceScaleFactor: 2 },
    );
    // The shown slide's small file is judged; the next one, which has drawn nothing, is not.
    assert.deepEqual(
      findings.map((finding) => `${finding.element}: ${finding.figure.replace(/ drawn.*/, '')}`),
      ['section "Entry lane" > img: data:image/png;base64,… (300×400)'],
    );
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
