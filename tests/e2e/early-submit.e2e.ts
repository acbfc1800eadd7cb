/**
 * D40: lead data never travels in a URL. Before the app runs, the prerendered forms are plain
 * HTML forms: with scripts off a submit posts to the page (the host refuses it, 405) and the
 * address carries no field value; with scripts on, a submit before the app has started is held
 * by the boot script (the button says the form is getting ready) and sent once by the app when
 * it starts, with the numbers as the visitor typed them normalised (D40). What a visitor typed
 * or chose before the app ran, without submitting yet, is part of the lead they send later.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  closeBrowser,
  collectConsoleErrors,
  collectCspViolations,
  inDrawingTab,
  newContext,
  recordedLeads,
} from './support';
import { png, pdf, PNG } from './leadFiles';
import { fillDateOfBirth } from './partnerForms';
import { appSettled } from './settle';

after(closeBrowser);

const RUN = Date.now().toString(36);

const textbox = (page: Page, form: string, name: string) =>
  page.getByRole('form', { name: form }).getByRole('textbox', { name, exact: true });

/** Whether the address holds any of `values`, raw or URL-encoded. */
function carriesAny(url: string, values: readonly string[]): boolean {
  return values.some((value) => url.includes(value) || url.includes(encodeURIComponent(value)));
}

describe('with scripts off, a submit puts nothing in the address (D40)', () => {
  test('Enter in the DSA form and in the newsletter box', async () => {
    const context = await newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/joinus`);
      const values = ['Meera Joshi', 'ABCDE1234F', '234123412346', '9812345678'];
      const [fullName, pan, aadhaar, mobile] = values;
      await textbox(page, 'Personal Information', 'Full Name').fill(fullName ?? '');
      await textbox(page, 'Personal Information', 'PAN Number').fill(pan ?? '');
      await textbox(page, 'Personal Information', 'Mobile Number').fill(mobile ?? '');
      const aadhaarBox = textbox(page, 'Personal Information', 'Aadhaar Number');
      await aadhaarBox.fill(aadhaar ?? '');
      const submitted = page.waitForRequest((request) => request.isNavigationRequest());
      await aadhaarBox.press('Enter');
      const request = await submitted;
      assert.ok(!carriesAny(request.url(), values), `lead data in the address: ${request.url()}`);
      assert.equal(request.method(), 'POST');
      const answer = await request.response();
      assert.equal(answer?.status(), 405, 'the host refuses a form posted to a page');
      assert.ok(!page.url().includes('?'), page.url());

      await page.goto(`${BASE_URL}/contact`);
      const email = `news.${RUN}@example.com`;
      const emailBox = page.getByRole('textbox', { name: 'Email address' });
      await emailBox.fill(email);
      const subscribed = page.waitForRequest((request) => request.isNavigationRequest());
      await emailBox.press('Enter');
      const subscription = await subscribed;
      assert.ok(!carriesAny(subscription.url(), [email]), `lead data: ${subscription.url()}`);
      assert.equal(subscription.method(), 'POST');
    } finally {
      await context.close();
    }
  });
});

/** A page whose app script waits until the test lets it go: until then it is the prerendered HTML. */
async function openBeforeTheApp(path: string) {
  const context = await newContext();
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(/\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const page = await context.newPage();
  const consoleErrors = collectConsoleErrors(page);
  await collectCspViolations(context, consoleErrors);
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'domcontentloaded' });
  const close = async () => {
    release();
    await context.close();
  };
  return { page, consoleErrors, release, close };
}

describe('a submit before the app runs is held, then sent once by the app (D40)', () => {
  test('the contact form says it is getting ready, then sends the lead once', () =>
    inDrawingTab(
      () => openBeforeTheApp('/contact'),
      async ({ page, consoleErrors, release }) => {
        const form = 'Send us a message';
        const email = `early.${RUN}@example.com`;
        await textbox(page, form, 'Name').fill('Asha Rao');
        await textbox(page, form, 'Email').fill(email);
        await textbox(page, form, 'Contact Number').fill('+91 98765-43210');
        await textbox(page, form, 'Message').fill('Held until the app runs.');
        await textbox(page, form, 'Name').press('Enter');

        const formLocator = page.getByRole('form', { name: form });
        await formLocator.getByRole('button', { name: 'Getting ready…' }).waitFor();
        assert.equal(page.url(), `${BASE_URL}/contact`);
        assert.deepEqual(
          (await recordedLeads()).filter((lead) => lead.fields.email === email),
          [],
        );

        release();
        await formLocator.getByText('Your message has been sent successfully!').waitFor();
        const leads = (await recordedLeads()).filter((lead) => lead.fields.email === email);
        assert.deepEqual(
          leads.map((lead) => lead.fields),
          [
            {
              name: 'Asha Rao',
              email,
              contactNumber: '9876543210',
              message: 'Held until the app runs.',
            },
          ],
        );
        await formLocator.getByRole('button', { name: 'Send Message' }).waitFor();
        assert.equal(page.url(), `${BASE_URL}/contact`);
        assert.deepEqual(consoleErrors, []);
      },
    ));
});

describe('what a visitor typed before the app ran is part of the lead', () => {
  test('text, a radio, a date and a file chosen early, the rest after the start: one complete DSA lead', () =>
    inDrawingTab(
      () => openBeforeTheApp('/joinus'),
      async ({ page, consoleErrors, release }) => {
        const form = 'Personal Information';
        const formLocator = page.getByRole('form', { name: form });
        const email = `typed-early.${RUN}@example.com`;
        await textbox(page, form, 'Full Name').fill('Meera Joshi');
        await textbox(page, form, 'Email').fill(email);
        await formLocator.getByRole('radio', { name: 'Female' }).check();
        // Its three fields become the one value the form judges and sends (E7).
        await fillDateOfBirth(formLocator, { day: '7', month: '5', year: '1990' });
        await formLocator.locator('input[name="panCard"]').setInputFiles(png('pan-card.png'));

        release();
        await appSettled(page);
        await textbox(page, form, 'Mobile Number').fill('9812345678');
        await textbox(page, form, 'Alternate Mobile Number').fill('7012345678');
        await textbox(page, form, 'PAN Number').fill('ABCDE1234F');
        await textbox(page, form, 'Aadhaar Number').fill('234567890123');
        await textbox(page, form, 'Address').fill('Flat 4, Shanti Niwas, FC Road');
        await textbox(page, form, 'City').fill('Pune');
        await textbox(page, form, 'State').fill('Maharashtra');
        await textbox(page, form, 'Pincode').fill('411004');
        await formLocator.locator('input[name="aadhaarCard"]').setInputFiles(pdf('aadhaar.pdf'));
        await formLocator.getByRole('button', { name: 'Submit Registration' }).click();
        await formLocator.getByText('DSA Form Submitted Successfully!').waitFor();

        const leads = (await recordedLeads()).filter((lead) => lead.fields.email === email);
        assert.equal(leads.length, 1);
        const lead = leads[0]?.fields;
        assert.deepEqual(
          [lead?.fullName, lead?.gender, lead?.dateOfBirth, lead?.panCardFile],
          [
            'Meera Joshi',
            'Female',
            '1990-05-07',
            { name: 'pan-card.png', type: 'image/png', size: PNG.length },
          ],
        );
        assert.deepEqual(consoleErrors, []);
      },
    ));
});

describe('a field left before the app runs counts as touched (spec section 5)', () => {
  test('its error shows once the app runs; a valid one and a field not left show none', () =>
    inDrawingTab(
      () => openBeforeTheApp('/contact'),
      async ({ page, consoleErrors, release }) => {
        const form = 'Send us a message';
        const formLocator = page.getByRole('form', { name: form });
        // Tab through Name without typing, type a valid address into Email and leave it too.
        await textbox(page, form, 'Name').focus();
        await page.keyboard.press('Tab');
        await page.keyboard.type(`touched.${RUN}@example.com`);
        await page.keyboard.press('Tab');
        // Still the prerendered form: nothing shows yet.
        assert.equal(await formLocator.getByText('Name is required').count(), 0);

        release();
        await appSettled(page);
        await formLocator.getByText('Name is required').waitFor();
        assert.equal(
          await textbox(page, form, 'Name').getAttribute('aria-invalid'),
          'true',
          'the error is tied to its field',
        );
        assert.equal(await formLocator.getByText(/^(Email is required|Invalid email)/).count(), 0);
        // Contact Number has the focus, Message was never reached: untouched, no error.
        assert.equal(await formLocator.getByText('Contact number is required').count(), 0);
        assert.equal(await formLocator.getByText('Message is required').count(), 0);
        assert.deepEqual(consoleErrors, []);
      },
    ));
});
