/**
 * D42 as the browser keeps it, not as our code asks: a persistent Chromium profile, the
 * identity fields of both partner forms typed on /joinus, the visitor moves on and closes the
 * browser. Chromium writes its session (the tab's history, each page's saved form controls) to
 * the profile; relaunched with the last session restored, Back reloads /joinus and the browser
 * puts back what it saved. None of the identity values may be in any file of the profile, and
 * Back must show their fields empty; what the session does keep (the name, through the form's
 * draft, D36) must come back, so that the test has really seen a restored session.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromiumFlags';
import { fillDateOfBirth, textbox } from './partnerForms';
import { BASE_URL, chromiumPath, collectConsoleErrors, collectCspViolations } from './support';
import { appSettled, gotoApp } from './settle';

const profiles: string[] = [];
after(() => {
  for (const profile of profiles) fs.rmSync(profile, { recursive: true, force: true });
});

/** What a visitor types; what the page then shows may differ (PAN and GSTIN upper-cased). */
const DSA = { pan: 'qwert9876y', aadhaar: '8765 4321 9876' };
const DATE_OF_BIRTH = { day: '21', month: '03', year: '1987' };
const DISTRIBUTOR = { pan: 'pqrsx6789k', gst: '27pqrsx6789k1z5' };
/** Non-identity fields: the session keeps them, so they prove it was restored. */
const WITNESS = { fullName: 'Zebulon Quixote', businessName: 'Quixote Parking Works' };

/** A UTF-16 string as a page's saved state stores it: its size in bytes and its length first. */
function savedStateString(text: string): Buffer {
  const chars = Buffer.from(text, 'utf16le');
  const header = Buffer.alloc(8);
  header.writeUInt32LE(8 + chars.length, 0);
  header.writeUInt32LE(text.length, 4);
  return Buffer.concat([header, chars]);
}

/**
 * Every form of an identity value the profile must not hold: as typed and as shown, in UTF-8
 * and UTF-16LE; the date whole in the forms a page or a browser writes it, and its parts as
 * Chromium's saved state of a date input held them (the year, then the month and day as strings
 * of their own). A short part alone in UTF-8 would be found in any number.
 */
function forbiddenBytes(): { what: string; bytes: Buffer }[] {
  const { day, month, year } = DATE_OF_BIRTH;
  const texts = [
    DSA.pan,
    DSA.pan.toUpperCase(),
    DSA.aadhaar,
    DSA.aadhaar.replaceAll(' ', ''),
    DISTRIBUTOR.pan,
    DISTRIBUTOR.pan.toUpperCase(),
    DISTRIBUTOR.gst,
    DISTRIBUTOR.gst.toUpperCase(),
    `${year}-${month}-${day}`,
    `${day}/${month}/${year}`,
    `${day}/${Number(month)}/${year}`,
  ];
  return [
    ...texts.flatMap((text) => [
      { what: `"${text}" in UTF-8`, bytes: Buffer.from(text, 'utf8') },
      { what: `"${text}" in UTF-16LE`, bytes: Buffer.from(text, 'utf16le') },
    ]),
    { what: `the year "${year}" in UTF-16LE`, bytes: Buffer.from(year, 'utf16le') },
    ...[day, month, String(Number(month))].map((part) => ({
      what: `the date's part "${part}" as a saved UTF-16 string`,
      bytes: savedStateString(part),
    })),
  ];
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Each file of the profile that holds an identity value, with the form it holds it in. */
function identityOnDisk(profile: string): string[] {
  const forbidden = forbiddenBytes();
  const found: string[] = [];
  for (const file of filesUnder(profile)) {
    const content = fs.readFileSync(file);
    for (const { what, bytes } of forbidden) {
      if (content.includes(bytes)) found.push(`${path.relative(profile, file)}: ${what}`);
    }
  }
  return found;
}

async function launch(profile: string, extraArgs: string[] = []): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
    viewport: { width: 1280, height: 800 },
  });
}

/** The tab the relaunched browser restored, once it shows `pathname`. */
async function restoredTab(context: BrowserContext, pathname: string): Promise<Page> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const tab = context.pages().find((page) => page.url().startsWith(`${BASE_URL}${pathname}`));
    if (tab) return tab;
    if (Date.now() > deadline) {
      const urls = context.pages().map((page) => page.url());
      throw new Error(`no restored tab at ${pathname}; the browser shows ${urls.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const forms = (page: Page) => ({
  dsa: page.getByRole('form', { name: 'Personal Information' }),
  distributor: page.getByRole('form', { name: 'Business Information' }),
});

/**
 * The values of the identity fields of both forms and of the witnesses (by the forms' ids: the
 * role not chosen hides its form from the accessibility tree).
 */
async function shown(page: Page) {
  const [dsa, distributor] = [page.locator('#dsa-form'), page.locator('#distributor-form')];
  const value = (form: Locator, name: string) => form.locator(`[name="${name}"]`).inputValue();
  return {
    fullName: await value(dsa, 'fullName'),
    businessName: await value(distributor, 'businessName'),
    identity: {
      dob: await dsa
        .locator('input[name="dob"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      dsaPan: await value(dsa, 'pan'),
      aadhaar: await value(dsa, 'aadhaar'),
      distributorPan: await value(distributor, 'pan'),
      gst: await value(distributor, 'gst'),
    },
  };
}

describe("identity numbers stay out of the browser's saved session (D42)", () => {
  test('typed on /joinus, then moved on and closed: no file of the profile holds them, and Back in the restored session shows them empty', async () => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'parknova-profile-'));
    profiles.push(profile);
    // Console errors and policy violations of each tab, read at the end.
    const errors: string[][] = [];
    const policy: string[] = [];

    const first = await launch(profile);
    try {
      await collectCspViolations(first, policy);
      const page = first.pages()[0] ?? (await first.newPage());
      errors.push(collectConsoleErrors(page));
      await gotoApp(page, `${BASE_URL}/joinus`);
      const { dsa, distributor } = forms(page);
      await textbox(dsa, 'Full Name').fill(WITNESS.fullName);
      await fillDateOfBirth(dsa, DATE_OF_BIRTH);
      await textbox(dsa, 'PAN Number').pressSequentially(DSA.pan);
      await textbox(dsa, 'Aadhaar Number').fill(DSA.aadhaar);
      await page.getByRole('radio', { name: 'Distributor' }).check();
      await textbox(distributor, 'Business Name').fill(WITNESS.businessName);
      await textbox(distributor, 'PAN Number').pressSequentially(DISTRIBUTOR.pan);
      await textbox(distributor, 'GST Number').pressSequentially(DISTRIBUTOR.gst);
      // A new address typed in the same tab: a document of its own in the tab's history.
      await gotoApp(page, `${BASE_URL}/contact`);
    } finally {
      await first.close();
    }

    const onDisk = identityOnDisk(profile);

    const second = await launch(profile, ['--restore-last-session']);
    try {
      await collectCspViolations(second, policy);
      const page = await restoredTab(second, '/contact');
      errors.push(collectConsoleErrors(page));
      await page.goBack({ waitUntil: 'load' });
      assert.equal(new URL(page.url()).pathname, '/joinus');
      await appSettled(page);
      const onScreen = await shown(page);
      // What the session keeps came back: it was restored.
      assert.equal(onScreen.fullName, WITNESS.fullName);
      assert.equal(onScreen.businessName, WITNESS.businessName);
      assert.ok(onScreen.identity.dob.length > 0, 'the date of birth is on the page');
      // One comparison, so that a failure shows both what the disk and what Back held.
      assert.deepEqual(
        { onDisk, backShows: onScreen.identity },
        {
          onDisk: [],
          backShows: {
            dob: onScreen.identity.dob.map(() => ''),
            dsaPan: '',
            aadhaar: '',
            distributorPan: '',
            gst: '',
          },
        },
      );
    } finally {
      await second.close();
    }
    assert.deepEqual([...errors.flat(), ...policy], []);
  });
});
