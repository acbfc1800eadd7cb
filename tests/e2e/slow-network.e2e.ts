/**
 * Leads on a slow phone network (issue 21; D10, D15, D35, D36), in Chromium with its network
 * conditions set through the DevTools protocol: a 1 Mbit/s uplink at 150 ms latency, or none.
 * One page of /joinus is used throughout, in order, as one visitor would: a reload in the
 * middle of the DSA form, a submit while offline, the DSA form's two 4.8 MB scans sent over
 * the slow uplink, then the Distributor form with a 7 MB phone photo.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { RecordedLead } from '@/mocks/handlers/leads';
import { MB, networkOf, paddedPdf, phonePhoto, type Uplink } from '../../scripts/measure/leadFiles';
import { fileOf } from './leadFiles';
import { dateOfBirthShown, fillDateOfBirth, textbox } from './partnerForms';
import { closeBrowser, openPage, recordedLeads, type OpenedPage } from './support';
import { appSettled } from './settle';

after(closeBrowser);

const RUN = Date.now().toString(36);
const DSA_EMAIL = `meera.slow.${RUN}@example.com`;
const MEERA_BIRTH = { day: '17', month: '05', year: '1990' };
const DISTRIBUTOR_EMAIL = `vikram.slow.${RUN}@example.com`;
const SCAN_BYTES = Math.round(4.8 * MB);
const panScan = paddedPdf('pan-scan.pdf', SCAN_BYTES);
const aadhaarScan = paddedPdf('aadhaar-scan.pdf', SCAN_BYTES);

async function leadsFrom(email: string): Promise<RecordedLead[]> {
  return (await recordedLeads()).filter((lead) => lead.fields.email === email);
}

/** The share of the upload the form's progress bar shows, 0 to 1. */
const progressOf = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLProgressElement>('#dsa-form progress')?.value);

void describe('leads on a slow phone network', () => {
  let opened: OpenedPage;
  let page: Page;
  let setNetwork: (uplink: Uplink) => Promise<void>;
  let dsa: Locator;

  before(async () => {
    opened = await openPage('/joinus');
    page = opened.page;
    setNetwork = await networkOf(page);
    dsa = page.getByRole('form', { name: 'Personal Information' });
  });

  after(async () => {
    await opened.close();
  });

  void test('a reload in the middle of the DSA form keeps the typed values and asks for the files again', async () => {
    await textbox(dsa, 'Full Name').fill('Meera Joshi');
    await textbox(dsa, 'Email').fill(DSA_EMAIL);
    await textbox(dsa, 'Mobile Number').fill('9812345678');
    await fillDateOfBirth(dsa, MEERA_BIRTH);
    await dsa.getByRole('radio', { name: 'Female' }).check();
    await textbox(dsa, 'PAN Number').pressSequentially('abcde1234f');
    await textbox(dsa, 'Aadhaar Number').fill('234567890123');
    await textbox(dsa, 'Address').fill('Flat 4, Shanti Niwas, FC Road');
    await textbox(dsa, 'City').fill('Pune');
    await dsa.locator('input[name="panCard"]').setInputFiles(panScan);
    await dsa.getByText('Selected file: pan-scan.pdf').waitFor();

    await page.reload();
    await appSettled(page);
    await dsa
      .getByText(
        'We restored what you typed earlier in this tab. Please choose these documents again: PAN Card.',
      )
      .waitFor();
    // D42: identity numbers are never stored, so they come back empty and the note asks for them.
    await dsa
      .getByText(
        'Identity details are never stored, so please enter these again: Date of Birth, PAN Number, and Aadhaar Number.',
      )
      .waitFor();
    assert.equal(await textbox(dsa, 'Full Name').inputValue(), 'Meera Joshi');
    assert.equal(await textbox(dsa, 'PAN Number').inputValue(), '');
    assert.equal(await textbox(dsa, 'Aadhaar Number').inputValue(), '');
    assert.deepEqual(await dateOfBirthShown(dsa), ['', '', '']);
    assert.equal(await dsa.getByRole('radio', { name: 'Female' }).isChecked(), true);
    assert.equal(await textbox(dsa, 'City').inputValue(), 'Pune');
    assert.equal(await dsa.locator('input[name="panCard"]').inputValue(), '');
  });

  void test('offline at submit, the form says so, sends nothing and keeps everything', async () => {
    await fillDateOfBirth(dsa, MEERA_BIRTH);
    await textbox(dsa, 'PAN Number').pressSequentially('abcde1234f');
    await textbox(dsa, 'Aadhaar Number').fill('234567890123');
    await textbox(dsa, 'State').fill('Maharashtra');
    await textbox(dsa, 'Pincode').fill('411004');
    await dsa.locator('input[name="panCard"]').setInputFiles(panScan);
    await dsa.locator('input[name="aadhaarCard"]').setInputFiles(aadhaarScan);
    await dsa
      .getByText('We restored what you typed earlier in this tab.', { exact: true })
      .waitFor();

    await setNetwork('offline');
    await dsa.getByText(/^You are offline\. Everything you entered is kept/).waitFor();
    await dsa.getByRole('button', { name: 'Submit Registration' }).click();
    await dsa.getByText(/^You are offline: nothing was sent\./).waitFor();
    assert.equal(await textbox(dsa, 'Full Name').inputValue(), 'Meera Joshi');
    await dsa.getByText('Selected file: pan-scan.pdf').waitFor();
    await dsa.getByText('Selected file: aadhaar-scan.pdf').waitFor();
    assert.deepEqual(await leadsFrom(DSA_EMAIL), []);
  });

  void test('over a 1 Mbit/s uplink two 4.8 MB scans arrive whole, the progress bar rising', async () => {
    await setNetwork(1);
    await dsa.getByText(/You are offline/).waitFor({ state: 'detached' });
    await dsa.getByRole('button', { name: 'Submit Registration' }).click();
    const bar = dsa.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor();
    await page.waitForFunction(() => {
      const value = document.querySelector<HTMLProgressElement>('#dsa-form progress')?.value;
      return value !== undefined && value > 0.1 && value < 0.5;
    });
    const early = (await progressOf(page)) ?? 0;
    await dsa.getByText(/^\d+\s?%: \d+\.\d of 9\.6 MB$/).waitFor();
    await page.waitForFunction(
      (before) =>
        (document.querySelector<HTMLProgressElement>('#dsa-form progress')?.value ?? 1) >
        before + 0.3,
      early,
      { timeout: 120_000 },
    );
    await dsa.getByText('DSA Form Submitted Successfully!').waitFor({ timeout: 240_000 });

    const [lead, ...others] = await leadsFrom(DSA_EMAIL);
    assert.equal(others.length, 0, 'sent once');
    assert.deepEqual(fileOf(lead, 'panCardFile'), {
      name: 'pan-scan.pdf',
      type: 'application/pdf',
      size: SCAN_BYTES,
    });
    assert.deepEqual(fileOf(lead, 'aadhaarCardFile'), {
      name: 'aadhaar-scan.pdf',
      type: 'application/pdf',
      size: SCAN_BYTES,
    });
    assert.equal(await textbox(dsa, 'Full Name').inputValue(), '');
  });

  void test("a 7 MB phone photo as the Distributor's PAN card is accepted and arrives as a JPEG under 1 MB", async () => {
    await setNetwork('off');
    const photo = await phonePhoto(page, 'pan-photo.jpg', 36);
    assert.ok(photo.buffer.length > 6 * MB, `a photo of ${photo.buffer.length} bytes`);

    await page.getByRole('radio', { name: 'Distributor' }).check();
    const form = page.getByRole('form', { name: 'Business Information' });
    await textbox(form, 'Business Name').fill('Sahyadri Parking Systems');
    await form.getByRole('combobox', { name: 'Business Type' }).selectOption('Private Limited');
    await textbox(form, 'PAN Number').fill('AAACS1234Q');
    await textbox(form, 'GST Number').fill('27AAACS1234Q1Z5');
    await textbox(form, 'Contact Person Name').fill('Vikram Patil');
    await textbox(form, 'Mobile Number').fill('9988776655');
    await textbox(form, 'Email').fill(DISTRIBUTOR_EMAIL);
    await textbox(form, 'Address').fill('Plot 18, MIDC Bhosari');
    await textbox(form, 'City').fill('Pune');
    await textbox(form, 'State').fill('Maharashtra');
    await textbox(form, 'Pincode').fill('411026');
    await form.locator('input[name="panCard"]').setInputFiles(photo);
    await form.getByText(/^Selected file: pan-photo\.jpg \(\d+(\.\d)? kB\)$/).waitFor();
    assert.equal(await form.getByText('File must be 5 MB or smaller').count(), 0);

    await setNetwork(1);
    await form.getByRole('button', { name: 'Submit Registration' }).click();
    await form.getByText('Distributor Form Submitted Successfully!').waitFor({ timeout: 120_000 });
    const [lead] = await leadsFrom(DISTRIBUTOR_EMAIL);
    const sent = fileOf(lead, 'panCardFile');
    assert.equal(sent.name, 'pan-photo.jpg');
    assert.equal(sent.type, 'image/jpeg');
    assert.ok(sent.size < 1 * MB, `sent ${sent.size} bytes`);
    assert.deepEqual(opened.consoleErrors, []);
  });
});
