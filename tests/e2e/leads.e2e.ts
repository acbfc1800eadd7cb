import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { jobOpenings } from '@/mocks/fixtures/careers';
import type { RecordedLead } from '@/mocks/handlers/leads';
import { MB, phonePhoto } from '../../scripts/measure/leadFiles';
import {
  PDF,
  PNG,
  expectedDistributorLead,
  expectedHiringLead,
  fileOf,
  pdf,
  png,
  sent,
} from './leadFiles';
import { fillDsaText, textbox } from './partnerForms';
import {
  BASE_URL,
  closeBrowser,
  collectConsoleErrors,
  expectNoAxeViolations,
  inDrawingTab,
  newContext,
  newEmail,
  openPage,
  recordedLeads,
} from './support';
import { gotoApp } from './settle';

after(closeBrowser);

/** The lead this run sent to `path`, found by its unique e-mail address. */
async function leadFor(path: string, email: string): Promise<RecordedLead> {
  const leads = (await recordedLeads()).filter(
    (lead) => lead.path === path && lead.fields.email === email,
  );
  assert.equal(leads.length, 1, `exactly one lead to ${path} from ${email}`);
  return leads[0] as RecordedLead;
}

/**
 * Waits for a lead form's success message. A form that never shows it fails with what it shows
 * instead (its errors, its status, its connection note), so a failure names its cause.
 */
async function succeeded(form: Locator, message: string): Promise<void> {
  try {
    await form.getByText(message).waitFor();
  } catch (error) {
    const shown = await form.innerText().catch(() => '(the form is gone)');
    throw new Error(`"${message}" never showed; the form shows:\n${shown}`, { cause: error });
  }
}

/**
 * Runs `run` on `path` opened in a new tab, then checks the console stayed clean. A tab that
 * stops drawing mid-test runs it once more in a new one (`inDrawingTab`); each run takes new
 * e-mail addresses (`newEmail`), so it never finds the first run's lead.
 */
function withPage(path: string, run: (page: Page) => Promise<void>) {
  return inDrawingTab(
    () => openPage(path),
    async ({ page, consoleErrors }) => {
      await run(page);
      assert.deepEqual(consoleErrors, []);
    },
  );
}

describe('lead forms sent to the mock backend', () => {
  test('career -> job detail -> apply sends a hiring application with a real PDF', async () => {
    await withPage('/career', async (page) => {
      const opening = jobOpenings[0];
      assert.ok(opening);
      await page.getByRole('link', { name: opening.jobOpeningHeading }).click();
      await page.waitForURL(`**/skills/${opening._id}`);
      await page.getByRole('heading', { level: 1, name: /Job Title:/ }).waitFor();
      await page.getByRole('link', { name: 'Apply Now!' }).click();
      await page.waitForURL('**/form');

      const form = page.getByRole('form', { name: 'Job Application Form' });
      assert.equal(await textbox(form, 'Position').inputValue(), opening.jobOpeningHeading);
      const email = newEmail('ravi');
      await textbox(form, 'Full Name').fill('Ravi Kumar');
      await textbox(form, 'Email').fill(email);
      await textbox(form, 'Contact Number').fill('9123456780');
      await textbox(form, 'Address').fill('12 MG Road, Pune');
      await form.locator('input[name="uploadResume"]').setInputFiles(pdf('ravi-resume.pdf'));
      await form.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Your application form has been submitted successfully!').waitFor();

      const lead = await leadFor('/api/hiring-forms/create', email);
      assert.match(lead.contentType, /multipart\/form-data/);
      assert.deepEqual(lead.fields, expectedHiringLead(email, opening.jobOpeningHeading));
      assert.equal(await textbox(form, 'Full Name').inputValue(), '');
    });
  });

  test('the contact form sends a JSON message', async () => {
    await withPage('/contact', async (page) => {
      const form = page.getByRole('form', { name: 'Send us a message' });
      const email = newEmail('asha');
      await textbox(form, 'Name').fill('Asha Rao');
      await textbox(form, 'Email').fill(email);
      await textbox(form, 'Contact Number').fill('9876543210');
      await textbox(form, 'Message').fill('We would like a quotation for 200 bays.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await succeeded(form, 'Your message has been sent successfully!');

      const lead = await leadFor('/api/contactus/create', email);
      assert.match(lead.contentType, /application\/json/);
      assert.deepEqual(lead.fields, {
        name: 'Asha Rao',
        email,
        contactNumber: '9876543210',
        message: 'We would like a quotation for 200 bays.',
      });
    });
  });

  test('the DSA form sends the personal fields with both card files (D14)', async () => {
    await withPage('/joinus', async (page) => {
      const form = page.getByRole('form', { name: 'Personal Information' });
      const email = newEmail('meera');
      await fillDsaText(form, email);
      await form.locator('input[name="panCard"]').setInputFiles(png('pan-card.png'));
      await form.locator('input[name="aadhaarCard"]').setInputFiles(pdf('aadhaar.pdf'));
      await form.getByRole('button', { name: 'Submit Registration' }).click();
      await succeeded(form, 'DSA Form Submitted Successfully!');

      const lead = await leadFor('/dsa&distbtr/personal/create', email);
      assert.deepEqual(lead.fields, {
        mobileNumber: '9812345678',
        alternateMobileNumber: '7012345678',
        email,
        address: 'Flat 4, Shanti Niwas, FC Road',
        state: 'Maharashtra',
        city: 'Pune',
        pincode: '411004',
        panNumber: 'ABCDE1234F',
        panCardFile: sent('pan-card.png', 'image/png', PNG),
        fullName: 'Meera Joshi',
        gender: 'Female',
        dateOfBirth: '1990-05-17',
        aadhaarNumber: '234567890123',
        aadhaarCardFile: sent('aadhaar.pdf', 'application/pdf', PDF),
      });
    });
  });

  test('a submit pressed while the chosen photo is still being shrunk waits for it: one lead, with the photo', async () => {
    await withPage('/joinus', async (page) => {
      // A 7 MB phone photo: shrinking it (D15) takes the browser a good moment.
      const photo = await phonePhoto(page, 'pan-photo.jpg', 36);
      const form = page.getByRole('form', { name: 'Personal Information' });
      const email = newEmail('meera.photo');
      await fillDsaText(form, email);
      await form.locator('input[name="aadhaarCard"]').setInputFiles(pdf('aadhaar.pdf'));
      await form.locator('input[name="panCard"]').setInputFiles(photo);
      await form.getByRole('button', { name: 'Submit Registration' }).click();
      await succeeded(form, 'DSA Form Submitted Successfully!');

      const lead = await leadFor('/dsa&distbtr/personal/create', email);
      const panCardFile = fileOf(lead, 'panCardFile');
      assert.equal(panCardFile.name, 'pan-photo.jpg');
      assert.equal(panCardFile.type, 'image/jpeg');
      assert.ok(panCardFile.size < MB, `sent ${String(panCardFile.size)} bytes`);
    });
  });

  test('the Distributor form sends the business fields and documents', async () => {
    await withPage('/joinus', async (page) => {
      await page.getByRole('radio', { name: 'Distributor' }).check();
      const form = page.getByRole('form', { name: 'Business Information' });
      const email = newEmail('vikram');
      await textbox(form, 'Business Name').fill('Sahyadri Parking Systems');
      await form.getByRole('combobox', { name: 'Business Type' }).selectOption('Private Limited');
      await textbox(form, 'PAN Number').fill('AAACS1234Q');
      await textbox(form, 'GST Number').pressSequentially('27aaacs1234q1z5');
      await textbox(form, 'Contact Person Name').fill('Vikram Patil');
      await textbox(form, 'Mobile Number').fill('9988776655');
      await textbox(form, 'Email').fill(email);
      await textbox(form, 'Address').fill('Plot 18, MIDC Bhosari');
      await textbox(form, 'City').fill('Pune');
      await textbox(form, 'State').fill('Maharashtra');
      await textbox(form, 'Pincode').fill('411026');
      await form.locator('input[name="panCard"]').setInputFiles(pdf('company-pan.pdf'));
      await form.locator('input[name="gstCertificate"]').setInputFiles(png('gst.png'));
      await form.getByRole('button', { name: 'Submit Registration' }).click();
      await succeeded(form, 'Distributor Form Submitted Successfully!');

      const lead = await leadFor('/dsa&distbtr/business/create', email);
      assert.deepEqual(lead.fields, expectedDistributorLead(email));
    });
  });
});

// The lead pages as loaded, at 1280 and 375 px, are checked by the page sweeps (sweep.e2e.ts).
describe('accessibility of the lead pages (axe, WCAG 2.1 AA)', () => {
  /** Submits `form` empty so every message shows, then checks the page. */
  async function withEveryError(page: Page, formName: string, submit: string) {
    const form = page.getByRole('form', { name: formName });
    await form.getByRole('button', { name: submit }).click();
    // The focus moves to the first invalid field once every error line has rendered: those on
    // screen come in the tap's frame, the rest in the next (tests/e2e/submit-in-view.e2e.ts).
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-invalid') === 'true',
    );
    await expectNoAxeViolations(page, `${formName} with every error shown`);
  }

  test('/form with every error shown', async () => {
    await withPage('/form', (page) => withEveryError(page, 'Job Application Form', 'Submit'));
  });

  test('/contact with every error shown', async () => {
    await withPage('/contact', (page) => withEveryError(page, 'Send us a message', 'Send Message'));
  });

  test('/joinus with every error of both forms shown', async () => {
    await withPage('/joinus', async (page) => {
      await withEveryError(page, 'Personal Information', 'Submit Registration');
      await page.getByRole('radio', { name: 'Distributor' }).check();
      await withEveryError(page, 'Business Information', 'Submit Registration');
    });
  });

  test('/joinus at 425 px wide', async () => {
    const { page, close } = await openPage('/joinus', { width: 425 });
    try {
      await expectNoAxeViolations(page, '/joinus at 425 px');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, 'no horizontal scrolling');
    } finally {
      await close();
    }
  });
});

describe('drafts without identity numbers (D42)', () => {
  const DRAFT = 'leadDraft:submitDsaRegistration';

  /**
   * Everything the page's origin holds in the browser: session and local storage, cookies, the
   * IndexedDB databases and every Cache API entry with its body. A string, not a function: tsx
   * would wrap its inner functions in a helper the page does not have.
   */
  const BROWSER_STORAGE = `(async () => {
    const entries = (storage) => Object.keys(storage).map((key) => key + '=' + storage.getItem(key));
    const databases = await indexedDB.databases();
    const cached = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        cached.push(name + ' ' + request.url + ' ' + (response ? await response.text() : ''));
      }
    }
    return [
      ...entries(sessionStorage),
      ...entries(localStorage),
      document.cookie,
      ...databases.map((database) => 'indexedDB:' + database.name),
      ...cached,
    ].join('\\n');
  })()`;

  const browserStorage = (page: Page) => page.evaluate<string>(BROWSER_STORAGE);

  test('PAN, Aadhaar and GSTIN typed on /joinus are in no browser storage after 2 s', async () => {
    await withPage('/joinus', async (page) => {
      const dsa = page.getByRole('form', { name: 'Personal Information' });
      await fillDsaText(dsa, newEmail('meera.storage'));
      await page.getByRole('radio', { name: 'Distributor' }).check();
      const distributor = page.getByRole('form', { name: 'Business Information' });
      await textbox(distributor, 'Business Name').fill('Sahyadri Parking Systems');
      await textbox(distributor, 'PAN Number').fill('AAACS1234Q');
      await textbox(distributor, 'GST Number').fill('27AAACS1234Q1Z5');
      // Time for any storage written after a pause (none should be).
      await page.waitForTimeout(2000);
      const stored = await browserStorage(page);
      // The drafts are there, so the check is of real drafts.
      assert.match(stored, /Meera Joshi/);
      assert.match(stored, /Sahyadri Parking Systems/);
      for (const identity of ['ABCDE1234F', 'abcde1234f', '234567890123', '1990-05-17']) {
        assert.ok(!stored.includes(identity), `${identity} is stored:\n${stored}`);
      }
      for (const identity of ['AAACS1234Q', '27AAACS1234Q1Z5']) {
        assert.ok(!stored.includes(identity), `${identity} is stored:\n${stored}`);
      }
    });
  });

  test('a draft is restored within 30 minutes, not after; an open page drops it when its time is up', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    try {
      await page.clock.install();
      await gotoApp(page, `${BASE_URL}/joinus`);
      const form = page.getByRole('form', { name: 'Personal Information' });
      await textbox(form, 'Full Name').fill('Meera Joshi');
      await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, DRAFT);
      const written = await page.evaluate(() => Date.now());
      const restoredNote = form.getByText('We restored what you typed earlier in this tab.');

      await page.clock.setSystemTime(written + 29 * 60_000);
      await gotoApp(page, `${BASE_URL}/joinus`);
      await restoredNote.waitFor();
      assert.equal(await textbox(form, 'Full Name').inputValue(), 'Meera Joshi');

      await page.clock.setSystemTime(written + 31 * 60_000);
      await gotoApp(page, `${BASE_URL}/joinus`);
      assert.equal(await textbox(form, 'Full Name').inputValue(), '');
      assert.equal(await restoredNote.count(), 0);
      assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT), null);

      // Left open: the typed value stays on screen, the draft goes when its 30 minutes are up.
      await textbox(form, 'City').fill('Pune');
      await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, DRAFT);
      await page.clock.fastForward('30:01');
      await page.waitForFunction((key) => sessionStorage.getItem(key) === null, DRAFT);
      assert.equal(await textbox(form, 'City').inputValue(), 'Pune');
      assert.deepEqual(consoleErrors, []);
    } finally {
      await context.close();
    }
  });

  test('a photo still being shrunk when "Clear form" is confirmed does not come back', async () => {
    await withPage('/joinus', async (page) => {
      // A 7 MB phone photo: its shrinking (D15) outlasts the two presses that clear the form.
      const photo = await phonePhoto(page, 'pan-photo.jpg', 36);
      const form = page.getByRole('form', { name: 'Personal Information' });
      await textbox(form, 'Full Name').fill('Meera Joshi');
      await form.locator('input[name="panCard"]').setInputFiles(photo);
      await form.getByText('Preparing pan-photo.jpg…').waitFor();
      await form.getByRole('button', { name: 'Clear form' }).click();
      await form.getByRole('button', { name: 'Yes, clear the form' }).click();
      await form.getByText('Form cleared. Nothing you entered is kept in this browser.').waitFor();

      // A submit waits for every preparation under way, so its errors come after the shrink.
      await form.getByRole('button', { name: 'Submit Registration' }).click();
      await form.getByText('Aadhaar Card is required').waitFor();
      assert.deepEqual(await form.getByText(/pan-photo\.jpg/).allInnerTexts(), []);
      assert.equal(await form.getByText('PAN Card is required').count(), 1);
      assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT), null);
    });
  });

  test('"Clear form" asks, then empties the form and its draft; nothing comes back', async () => {
    await withPage('/joinus', async (page) => {
      const form = page.getByRole('form', { name: 'Personal Information' });
      await fillDsaText(form, newEmail('meera.clear'));
      await form.locator('input[name="panCard"]').setInputFiles(png('pan-card.png'));
      await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, DRAFT);
      const clear = form.getByRole('button', { name: 'Clear form' });
      await clear.click();
      const confirmation = form.getByRole('group', {
        name: 'Remove everything you entered in this form?',
      });
      await confirmation.getByRole('button', { name: 'Yes, clear the form' }).click();
      await form.getByText('Form cleared. Nothing you entered is kept in this browser.').waitFor();
      assert.equal(await textbox(form, 'Full Name').inputValue(), '');
      assert.equal(await textbox(form, 'Aadhaar Number').inputValue(), '');
      assert.equal(await form.locator('input[name="panCard"]').inputValue(), '');
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('name')),
        'fullName',
      );
      assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT), null);

      await gotoApp(page, `${BASE_URL}/joinus`);
      assert.equal(await textbox(form, 'Full Name').inputValue(), '');
      assert.equal(await form.getByText(/^We restored/).count(), 0);
      await expectNoAxeViolations(page, '/joinus after Clear form');
    });
  });
});
