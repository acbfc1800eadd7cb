/**
 * D40: lead data never travels in a URL. Before the app runs, the prerendered forms are plain
 * HTML forms: with scripts off a submit posts to the page (the host refuses it, 405) and the
 * address carries no field value; with scripts on, a submit before the app has started is held
 * by the boot script (the button says the form is getting ready) and sent once by the app when
 * it starts, with the numbers as the visitor typed them normalised (D40).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  closeBrowser,
  collectConsoleErrors,
  collectCspViolations,
  newContext,
  recordedLeads,
} from './support';

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

describe('a submit before the app runs is held, then sent once by the app (D40)', () => {
  test('the contact form says it is getting ready, then sends the lead once', async () => {
    const context = await newContext();
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The app's own script waits until the test lets it go: the page is the prerendered HTML.
    await context.route(/\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    try {
      const page = await context.newPage();
      const consoleErrors = collectConsoleErrors(page);
      await collectCspViolations(context, consoleErrors);
      await page.goto(`${BASE_URL}/contact`, { waitUntil: 'domcontentloaded' });
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
    } finally {
      release();
      await context.close();
    }
  });
});
