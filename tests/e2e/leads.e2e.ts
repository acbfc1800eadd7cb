import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { jobOpenings } from '@/mocks/fixtures/careers';
import type { RecordedLead } from '@/mocks/handlers/leads';
import { MB, phonePhoto } from '../../scripts/measure/leadFiles';
import { PDF, PNG, fileOf, pdf, png } from './leadFiles';
import { fillDsaText, textbox } from './partnerForms';
import { closeBrowser, expectNoAxeViolations, openPage, recordedLeads } from './support';

after(closeBrowser);

/** Distinguishes this run's leads from any other test's in the mock backend's record. */
const RUN = Date.now().toString(36);

const sent = (name: string, type: string, buffer: Buffer) => ({ name, type, size: buffer.length });

/** The lead this run sent to `path`, found by its unique e-mail address. */
async function leadFor(path: string, email: string): Promise<RecordedLead> {
  const leads = (await recordedLeads()).filter(
    (lead) => lead.path === path && lead.fields.email === email,
  );
  assert.equal(leads.length, 1, `exactly one lead to ${path} from ${email}`);
  return leads[0] as RecordedLead;
}

async function withPage(path: string, run: (page: Page) => Promise<void>) {
  const { page, consoleErrors, close } = await openPage(path);
  try {
    await run(page);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
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
      const email = `ravi.${RUN}@example.com`;
      await textbox(form, 'Full Name').fill('Ravi Kumar');
      await textbox(form, 'Email').fill(email);
      await textbox(form, 'Contact Number').fill('9123456780');
      await textbox(form, 'Address').fill('12 MG Road, Pune');
      await form.locator('input[name="uploadResume"]').setInputFiles(pdf('ravi-resume.pdf'));
      await form.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Your application form has been submitted successfully!').waitFor();

      const lead = await leadFor('/api/hiring-forms/create', email);
      assert.match(lead.contentType, /multipart\/form-data/);
      assert.deepEqual(lead.fields, {
        fullName: 'Ravi Kumar',
        email,
        contactNumber: '9123456780',
        address: '12 MG Road, Pune',
        position: opening.jobOpeningHeading,
        uploadResume: sent('ravi-resume.pdf', 'application/pdf', PDF),
      });
      assert.equal(await textbox(form, 'Full Name').inputValue(), '');
    });
  });

  test('the contact form sends a JSON message', async () => {
    await withPage('/contact', async (page) => {
      const form = page.getByRole('form', { name: 'Send us a message' });
      const email = `asha.${RUN}@example.com`;
      await textbox(form, 'Name').fill('Asha Rao');
      await textbox(form, 'Email').fill(email);
      await textbox(form, 'Contact Number').fill('9876543210');
      await textbox(form, 'Message').fill('We would like a quotation for 200 bays.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText('Your message has been sent successfully!').waitFor();

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
      const email = `meera.${RUN}@example.com`;
      await fillDsaText(form, email);
      await form.locator('input[name="panCard"]').setInputFiles(png('pan-card.png'));
      await form.locator('input[name="aadhaarCard"]').setInputFiles(pdf('aadhaar.pdf'));
      await form.getByRole('button', { name: 'Submit Registration' }).click();
      await form.getByText('DSA Form Submitted Successfully!').waitFor();

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
      const email = `meera.photo.${RUN}@example.com`;
      await fillDsaText(form, email);
      await form.locator('input[name="aadhaarCard"]').setInputFiles(pdf('aadhaar.pdf'));
      await form.locator('input[name="panCard"]').setInputFiles(photo);
      await form.getByRole('button', { name: 'Submit Registration' }).click();
      await form.getByText('DSA Form Submitted Successfully!').waitFor();

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
      const email = `vikram.${RUN}@example.com`;
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
      await form.getByText('Distributor Form Submitted Successfully!').waitFor();

      const lead = await leadFor('/dsa&distbtr/business/create', email);
      assert.deepEqual(lead.fields, {
        mobileNumber: '9988776655',
        alternateMobileNumber: '',
        email,
        address: 'Plot 18, MIDC Bhosari',
        state: 'Maharashtra',
        city: 'Pune',
        pincode: '411026',
        panNumber: 'AAACS1234Q',
        panCardFile: sent('company-pan.pdf', 'application/pdf', PDF),
        businessName: 'Sahyadri Parking Systems',
        typeOfBusiness: 'Private Limited',
        gstNumber: '27AAACS1234Q1Z5',
        companyRegistrationNumber: '',
        contactPersonName: 'Vikram Patil',
        gstCertificateFile: sent('gst.png', 'image/png', PNG),
      });
    });
  });
});

describe('accessibility of the lead pages (axe, WCAG 2.1 AA)', () => {
  const ROUTES = [
    '/career',
    `/skills/${jobOpenings[0]?._id ?? ''}`,
    '/form',
    '/contact',
    '/joinus',
  ];
  for (const route of ROUTES) {
    test(`${route} as loaded`, async () => {
      await withPage(route, async (page) => {
        await expectNoAxeViolations(page, route);
      });
    });
  }

  /** Submits `form` empty so every message shows, then checks the page. */
  async function withEveryError(page: Page, formName: string, submit: string) {
    const form = page.getByRole('form', { name: formName });
    await form.getByRole('button', { name: submit }).click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
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
