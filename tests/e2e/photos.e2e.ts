/**
 * D43 in Chromium, on /joinus: a photo is judged by its header before anything decodes it,
 * and no location ever leaves the device.
 *
 * Memory is the renderer's and every other Chromium process's resident set, read from
 * /proc/PID/status (VmHWM, the peak) after resetting each peak through /proc/PID/clear_refs:
 * a decoded picture lives in native memory, which the page's JS heap figures do not count.
 * The processes come from the debugging protocol's SystemInfo.getProcessInfo. On the code
 * before D43, which decoded every photo whole, the 20000 × 20000 and the 12000 × 12000 PNG each
 * raised it by over 600 MB.
 *
 * What arrives is checked byte for byte: the mock backend records each file's SHA-256.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { after, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import type { RecordedLead } from '@/mocks/handlers/leads';
import { readPhotoHeader } from '@/features/registration/photo/photoHeader';
import { stripMetadata } from '@/features/registration/photo/stripMetadata';
import { concat, jpegMetadata, pngBytes, pngMetadata } from '../utils/imageFiles';
import { fileOf, pdf } from './leadFiles';
import { fillDsaText } from './partnerForms';
import { closeBrowser, inDrawingTab, newEmail, openPage, recordedLeads } from './support';

after(closeBrowser);

const TOO_LARGE = 'This photo is too large. Choose one under 40 megapixels.';
const MEMORY_BOUND_KB = 200 * 1024;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const upload = (name: string, mimeType: string, bytes: Uint8Array) => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
});

function statusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
}

/**
 * Starts watching the peak memory of every process of `browser`, and returns how far the
 * peaks rose above where they were, summed (kB). A process gone meanwhile counts as nothing.
 */
async function watchPeakMemory(browser: Browser): Promise<() => number> {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  await cdp.detach();
  const start = new Map<number, number>();
  for (const { id } of processInfo) {
    fs.writeFileSync(`/proc/${String(id)}/clear_refs`, '5'); // peak := what it holds now
    start.set(id, statusKb(id, 'VmRSS'));
  }
  return () =>
    [...start].reduce((sum, [pid, before]) => {
      const peak = fs.existsSync(`/proc/${String(pid)}`) ? statusKb(pid, 'VmHWM') : before;
      return sum + Math.max(0, peak - before);
    }, 0);
}

async function leadFrom(email: string): Promise<RecordedLead | undefined> {
  return (await recordedLeads()).find((lead) => lead.fields.email === email);
}

/** A small noisy JPEG drawn in the page at a low quality: re-encoding it would not shrink it. */
async function cameraJpeg(page: Page, width: number, height: number): Promise<Uint8Array> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      const image = context.createImageData(w, h);
      let seed = 7;
      for (let i = 0; i < image.data.length; i += 1) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        image.data[i] = i % 4 === 3 ? 255 : seed >>> 24;
      }
      context.putImageData(image, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.4 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return btoa(String.fromCharCode(...bytes));
    },
    [width, height] as const,
  );
  return Uint8Array.from(Buffer.from(base64, 'base64'));
}

/** The JPEG with a camera's EXIF block (GPS position included) right after its SOI. */
const withExif = (jpeg: Uint8Array, orientation: number) =>
  concat(jpeg.subarray(0, 2), jpegMetadata.exif({ orientation }), jpeg.subarray(2));

function headerOf(bytes: Uint8Array) {
  const read = readPhotoHeader(Uint8Array.from(bytes));
  assert.ok(read, 'a readable photo');
  return read;
}

/** Width and height Chromium shows a picture at (EXIF orientation applied). */
function shownSize(page: Page, bytes: Uint8Array): Promise<[number, number]> {
  return page.evaluate(async (base64) => {
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]);
    const picture = await createImageBitmap(blob);
    const size: [number, number] = [picture.width, picture.height];
    picture.close();
    return size;
  }, Buffer.from(bytes).toString('base64'));
}

void describe('photos on /joinus (D43)', () => {
  for (const side of [20000, 12000]) {
    void test(`a ${String(side)} × ${String(side)} PNG is refused before decoding: the message, nothing sent, memory under +200 MB`, () =>
      inDrawingTab(
        () => openPage('/joinus'),
        async ({ page, consoleErrors }) => {
          const form = page.getByRole('form', { name: 'Personal Information' });
          const email = newEmail(`meera.huge${String(side)}`);
          await fillDsaText(form, email);
          await form.locator('input[name="aadhaarCard"]').setInputFiles(pdf('aadhaar.pdf'));
          // One bit a pixel, all black: 20000 × 20000 compresses to about 50 KB.
          const huge = pngBytes({ width: side, height: side, depth: 1 });
          const browser = page.context().browser();
          assert.ok(browser);
          const memoryRise = await watchPeakMemory(browser);
          const panCard = form.locator('input[name="panCard"]');
          await panCard.setInputFiles(upload('pan-huge.png', 'image/png', huge));
          const taken = await form
            .getByText('Selected file: pan-huge.png')
            .waitFor()
            .then(
              () => true,
              () => false,
            );
          const rise = memoryRise();
          assert.ok(rise < MEMORY_BOUND_KB, `memory rose by ${String(Math.round(rise / 1024))} MB`);
          assert.ok(taken, 'the chosen file shows in its field');
          await form.getByText(TOO_LARGE).waitFor();
          assert.equal(await panCard.getAttribute('aria-invalid'), 'true');

          await form.getByRole('button', { name: 'Submit Registration' }).click();
          await page.waitForFunction(
            () => document.activeElement?.getAttribute('name') === 'panCard',
          );
          assert.equal(await leadFrom(email), undefined);
          assert.deepEqual(consoleErrors, []);
        },
      ));
  }

  void test('a JPEG sent as chosen arrives without its EXIF (GPS); a turned one keeps its orientation alone, upright', () =>
    inDrawingTab(
      () => openPage('/joinus'),
      async ({ page, consoleErrors }) => {
        const form = page.getByRole('form', { name: 'Personal Information' });
        const email = newEmail('meera.exif');
        await fillDsaText(form, email);
        const plain = withExif(await cameraJpeg(page, 96, 64), 1);
        await form
          .locator('input[name="panCard"]')
          .setInputFiles(upload('pan-gps.jpg', 'image/jpeg', plain));
        // Turned a quarter: it goes with its orientation alone, and Chromium still shows it upright.
        const turned = withExif(await cameraJpeg(page, 96, 64), 6);
        await form
          .locator('input[name="aadhaarCard"]')
          .setInputFiles(upload('aadhaar-gps.jpg', 'image/jpeg', turned));
        await form.getByText('Selected file: pan-gps.jpg').waitFor();
        await form.getByText('Selected file: aadhaar-gps.jpg').waitFor();
        await form.getByRole('button', { name: 'Submit Registration' }).click();
        await form.getByText('DSA Form Submitted Successfully!').waitFor();

        const lead = await leadFrom(email);
        // Chromium's canvas writes an sRGB ICC profile into its JPEGs: it goes too.
        const drawn = stripMetadata(Uint8Array.from(plain), headerOf(plain));
        assert.ok(drawn && drawn.length < plain.length);
        assert.deepEqual(fileOf(lead, 'panCardFile'), {
          name: 'pan-gps.jpg',
          type: 'image/jpeg',
          size: drawn.length,
        });
        assert.equal(lead?.sha256.panCardFile, sha256(drawn), 'the JPEG as chosen, EXIF left out');
        const header = readPhotoHeader(Uint8Array.from(turned));
        assert.equal(header?.orientation, 6);
        const upright = stripMetadata(Uint8Array.from(turned), header);
        assert.ok(upright && upright.length < turned.length);
        assert.equal(lead.sha256.aadhaarCardFile, sha256(upright));
        assert.equal(fileOf(lead, 'aadhaarCardFile').size, upright.length);
        assert.deepEqual(await shownSize(page, upright), [64, 96]);
        assert.deepEqual(consoleErrors, []);
      },
    ));

  void test('a PNG with tEXt, zTXt, XMP (iTXt) and eXIf arrives without them', () =>
    inDrawingTab(
      () => openPage('/joinus'),
      async ({ page, consoleErrors }) => {
        const form = page.getByRole('form', { name: 'Personal Information' });
        const email = newEmail('meera.xmp');
        await fillDsaText(form, email);
        await form.locator('input[name="panCard"]').setInputFiles(pdf('pan.pdf'));
        const picture = { width: 3, height: 2 };
        const tagged = pngBytes({
          ...picture,
          before: [pngMetadata.exif(), pngMetadata.text()],
          after: [pngMetadata.xmp(), pngMetadata.compressedText()],
        });
        await form
          .locator('input[name="aadhaarCard"]')
          .setInputFiles(upload('aadhaar.png', 'image/png', tagged));
        await form.getByText('Selected file: aadhaar.png').waitFor();
        await form.getByRole('button', { name: 'Submit Registration' }).click();
        await form.getByText('DSA Form Submitted Successfully!').waitFor();

        const lead = await leadFrom(email);
        const clean = pngBytes(picture);
        assert.deepEqual(fileOf(lead, 'aadhaarCardFile'), {
          name: 'aadhaar.png',
          type: 'image/png',
          size: clean.length,
        });
        assert.equal(lead?.sha256.aadhaarCardFile, sha256(clean));
        assert.deepEqual(consoleErrors, []);
      },
    ));
});
