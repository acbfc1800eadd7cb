/**
 * `npm run bench:leads`: leads over slow uplinks (issue 21). For 1, 2 and 5 Mbit/s of uplink
 * at 150 ms latency (Chromium's network conditions through the DevTools protocol), the time
 * from pressing submit to the success text for
 *   - a DSA registration with two 4.8 MB PDF scans, and
 *   - a Distributor registration with four 6 MB phone photos (shrunk in the browser, D15),
 * and the document bytes the mock backend received, against the bytes chosen. Prints a
 * Markdown table. Slow (about 5 minutes) and not a CI gate: run it on a quiet machine.
 *
 *   npm run bench:leads              build if dist/ is missing, serve it with the mock API
 *   npm run bench:leads -- --build   rebuild first
 */
import type { Browser } from 'playwright-core';
import type { RecordedLead } from '@/mocks/handlers/leads';
import { gotoApp } from '../../tests/e2e/settle';
import { withMockSite } from './withMockSite';
import { MB, networkOf, paddedPdf, phonePhoto, type UploadFile } from './leadFiles';
import { fillAddress, fillDistributor, fillDsa } from './leadForms';

const UPLINKS = [1, 2, 5];

interface Case {
  label: string;
  role: 'DSA' | 'Distributor';
  files: () => Promise<Record<string, UploadFile>>;
}

interface Row {
  label: string;
  uplink: number;
  outcome: string;
  seconds: number;
  chosen: number;
  sent: number;
}

async function runCase(browser: Browser, url: string, item: Case, uplink: number): Promise<Row> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await gotoApp(page, `${url}/joinus`);
    if (item.role === 'Distributor') await page.getByRole('radio', { name: 'Distributor' }).check();
    const form = page.getByRole('form', {
      name: item.role === 'DSA' ? 'Personal Information' : 'Business Information',
    });
    const email = `bench.${String(Date.now())}@example.com`;
    await (item.role === 'DSA' ? fillDsa(form, email) : fillDistributor(form, email));
    await fillAddress(form);
    const files = await item.files();
    for (const [field, file] of Object.entries(files)) {
      await form.locator(`input[name="${field}"]`).setInputFiles(file);
      await form.getByText(`Selected file: ${file.name.replace(/\.png$/, '.jpg')}`).waitFor();
    }
    const setNetwork = await networkOf(page);
    await setNetwork(uplink);
    const started = Date.now();
    await form.getByRole('button', { name: 'Submit Registration' }).click();
    const settled = (text: RegExp, outcome: string) =>
      form
        .getByText(text)
        .waitFor({ timeout: 660_000 })
        .then(() => outcome)
        .catch(() => 'no outcome');
    const outcome = await Promise.race([
      settled(/Form Submitted Successfully!$/, 'ok'),
      settled(/^Error submitting/, 'failed'),
    ]);
    const seconds = (Date.now() - started) / 1000;
    const response = await fetch(`${url}/__mock__/leads`);
    const lead = ((await response.json()) as RecordedLead[]).find((l) => l.fields.email === email);
    const sent = Object.values(lead?.fields ?? {}).reduce(
      (sum, value) => sum + (typeof value === 'object' ? value.size : 0),
      0,
    );
    const chosen = Object.values(files).reduce((sum, file) => sum + file.buffer.length, 0);
    return { label: item.label, uplink, outcome, seconds, chosen, sent };
  } finally {
    await context.close();
  }
}

function table(rows: Row[]): string {
  const megabytes = (bytes: number) => (bytes / MB).toFixed(2);
  const lines = [
    '| case | uplink | outcome | submit → success | chosen | sent | sent / chosen |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.label} | ${String(row.uplink)} Mbit/s | ${row.outcome} | ${row.seconds.toFixed(1)} s | ` +
        `${megabytes(row.chosen)} MB | ${megabytes(row.sent)} MB | ` +
        `${((100 * row.sent) / row.chosen).toFixed(1)} % |`,
    ),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  await withMockSite(async (browser, url) => {
    // The photos are drawn once, in a page of their own, and reused for every uplink.
    const studio = await browser.newPage();
    const photos = await Promise.all(
      ['pan-card', 'gst-certificate', 'registration-proof', 'trade-licence'].map((name) =>
        phonePhoto(studio, `${name}.jpg`, 24),
      ),
    );
    await studio.close();
    const [pan, gst, proof, licence] = photos as [UploadFile, UploadFile, UploadFile, UploadFile];
    const cases: Case[] = [
      {
        label: 'DSA, two 4.8 MB PDFs',
        role: 'DSA',
        files: () =>
          Promise.resolve({
            panCard: paddedPdf('pan.pdf', Math.round(4.8 * MB)),
            aadhaarCard: paddedPdf('aadhaar.pdf', Math.round(4.8 * MB)),
          }),
      },
      {
        label: 'Distributor, four ~6 MB photos',
        role: 'Distributor',
        files: () =>
          Promise.resolve({
            panCard: pan,
            gstCertificate: gst,
            registrationProof: proof,
            tradeLicense: licence,
          }),
      },
    ];
    const rows: Row[] = [];
    for (const uplink of UPLINKS) {
      for (const item of cases) {
        const row = await runCase(browser, url, item, uplink);
        console.info(
          `${row.label} at ${String(uplink)} Mbit/s: ${row.outcome} in ${row.seconds.toFixed(1)} s`,
        );
        rows.push(row);
      }
    }
    console.info(`\n${table(rows)}`);
  });
}

void main();
