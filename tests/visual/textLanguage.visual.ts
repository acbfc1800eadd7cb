/** The text-language check (scripts/visual/checks/textLanguage.ts) on fixture pages. */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { closeFixtureBrowser, lintFixture } from './fixture';

after(closeFixtureBrowser);

const answer =
  'An infrared camera at the lane captures the number plate as the vehicle approaches the barrier.';
const lint = (body: string, lang: string) => lintFixture(body, ['text-language'], { lang });

void describe('text-language', () => {
  void test('fails on an English answer in a German page without its own lang', async () => {
    const findings = await lint(`<h1>Häufige Fragen</h1><p>${answer}</p>`, 'de');
    assert.equal(findings.length, 1);
    assert.match(findings[0]?.element ?? '', /^p "An infrared camera/);
    assert.match(
      findings[0]?.figure ?? '',
      /reads as en \(.*"the".*\) but is declared de \(by html\); mark it lang="en"$/,
    );
  });

  void test('passes the same answer marked lang="en"', async () => {
    assert.deepEqual(await lint(`<h1>Häufige Fragen</h1><p lang="en">${answer}</p>`, 'de'), []);
  });

  void test('fails on an English sentence in a Hindi page, judged across its inline parts', async () => {
    const findings = await lint(
      '<h2>Reading <a href="#">number plates</a> after dark<span> –</span> ANPR at night</h2>',
      'hi',
    );
    assert.equal(findings.length, 1);
    assert.match(findings[0]?.figure ?? '', /reads as en .* declared hi/);
  });

  void test('passes brand names, numbers, codes and addresses in a Hindi page', async () => {
    const body = `
      <p>ParkNova CampusCare ऐप से FASTag और UPI भुगतान</p>
      <p>ParkNova CampusCare</p>
      <p>+91 98765 43210 · sales@example.com · https://www.example.com/contact</p>
      <p>RS-485, Wi-Fi, ANPR 2.0</p>
      <h3>Smart Parking Expo 2026, Mumbai</h3>`;
    assert.deepEqual(await lint(body, 'hi'), []);
  });

  void test('passes German and English text each in its own declared language', async () => {
    const body = `<p>Die Schranke öffnet sich für Dauerparker und vorab gebuchte Fahrzeuge.</p>
      <p lang="en-IN">${answer}</p>`;
    assert.deepEqual(await lint(body, 'de'), []);
  });

  void test('fails on Chinese in an English page, passes it with lang="zh"', async () => {
    const findings = await lint('<p>智能停车解决方案</p>', 'en');
    assert.equal(findings.length, 1);
    assert.match(
      findings[0]?.figure ?? '',
      /reads as zh \(\d+ of its letters\) but is declared en/,
    );
    assert.deepEqual(await lint('<p lang="zh">智能停车解决方案</p>', 'en'), []);
  });

  void test('fails on a German sentence marked lang="en"', async () => {
    const findings = await lint(
      '<p lang="en">Die Schranke öffnet sich für Dauerparker und vorab gebuchte Fahrzeuge.</p>',
      'en',
    );
    assert.equal(findings.length, 1);
    assert.match(findings[0]?.figure ?? '', /reads as de .* declared en \(by p\)/);
  });

  void test('skips what is marked translate="no"', async () => {
    assert.deepEqual(await lint(`<p translate="no">${answer}</p>`, 'ru'), []);
  });
});
