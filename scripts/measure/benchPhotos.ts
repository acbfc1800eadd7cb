/**
 * `npm run bench:photos`: how long a chosen photo holds the main thread while D43 judges it
 * (issue 57). Chromium with its CPU slowed 4× (a mid-range phone), /joinus, one file after
 * another chosen for the DSA form's PAN card: hostile files of 25 MB (markers, empty chunks,
 * fill bytes, image data of stuffed bytes only) and a real 6 MB phone photo. For each, the
 * longest task and the sum of the long tasks (over 50 ms, as the Long Tasks API reports them)
 * from choosing it until the field names it as prepared, that time, and what the field says.
 * Prints a Markdown table; not a CI gate.
 *
 *   npm run bench:photos             build if dist/ is missing, serve it with the mock API
 *   npm run bench:photos -- --build  rebuild first
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { pngChunk } from '@/features/registration/photo/pngChunks';
import { gotoApp } from '../../tests/e2e/settle';
import { withMockSite } from './withMockSite';
import { concat, jpegBytes, jpegParts, pngBytes } from '../../tests/utils/imageFiles';
import { MB, phonePhoto, type UploadFile } from './leadFiles';

const SIZE = 25 * MB;

const jpeg = (name: string, bytes: Uint8Array): UploadFile => ({
  name,
  mimeType: 'image/jpeg',
  buffer: Buffer.from(bytes),
});

/** The hostile files of issue 57, each just under D43's 25 MB. */
function hostileFiles(): UploadFile[] {
  const real = jpegBytes({ width: 9000, height: 9000 });
  const markers = new Uint8Array(SIZE).fill(0x01);
  for (let at = 0; at < markers.length; at += 2) markers[at] = 0xff;
  markers.set([0xff, 0xd8]);
  const head = pngBytes().subarray(0, 33);
  const empty = pngChunk('teXt', new Uint8Array(0));
  const chunks = new Uint8Array(head.length + Math.floor((SIZE - 33) / 12) * 12);
  chunks.set(head);
  for (let at = head.length; at < chunks.length; at += empty.length) chunks.set(empty, at);
  const stuffed = new Uint8Array(SIZE - 200);
  for (let at = 0; at < stuffed.length; at += 4) stuffed.set([0xff, 0x00, 0xff, 0xd3], at);
  const crafted = concat(
    Uint8Array.of(0xff, 0xd8, 0xff, 0x00, 0x00, 0x06, 0xff, 0xe1, 0x00, 0x0f),
    jpegParts.frame(0xc0, 100, 100),
    real.subarray(2),
  );
  return [
    jpeg('ff00-second-frame.jpg', crafted),
    jpeg('ff01-markers.jpg', markers),
    { name: 'empty-chunks.png', mimeType: 'image/png', buffer: Buffer.from(chunks) },
    jpeg(
      'fill-bytes.jpg',
      concat(real.subarray(0, 2), new Uint8Array(SIZE - 200).fill(0xff), real.subarray(2)),
    ),
    jpeg(
      'stuffed-data.jpg',
      concat(real.subarray(0, real.length - 10), stuffed, Uint8Array.of(0xff, 0xd9)),
    ),
  ];
}

interface Row {
  name: string;
  bytes: number;
  longest: number;
  total: number;
  seconds: number;
  says: string;
}

async function measure(browser: Browser, url: string, file: UploadFile): Promise<Row> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // From a file on disk, kept until the page is done with it: Chromium reads it itself (25 MB
  // as a buffer crawls through the DevTools protocol with the CPU slowed).
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-photos-'));
  const onDisk = path.join(folder, file.name);
  fs.writeFileSync(onDisk, file.buffer);
  try {
    await gotoApp(page, `${url}/joinus`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      const tasks: number[] = [];
      Object.assign(window, { benchTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const form = page.getByRole('form', { name: 'Personal Information' });
    const input = form.locator('input[name="panCard"]');
    const chosenAt = performance.now();
    await input.setInputFiles(onDisk, { timeout: 120_000 });
    // The field names the file once it is prepared ("Preparing …" until then).
    await form.getByText(/^Selected file: /).waitFor({ timeout: 600_000 });
    const seconds = (performance.now() - chosenAt) / 1000;
    const tasks = await page.evaluate(
      () => (window as unknown as { benchTasks: number[] }).benchTasks,
    );
    // The file the field holds and why it refuses it, once that has stayed the same for 2 s
    // (the rules judge a file a moment after the field takes it).
    const fieldSays = async () => {
      const selected = await form.getByText(/^Selected file: /).innerText();
      const refusal = await input.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .filter((id) => id.endsWith('-error'))
          .map((id) => document.getElementById(id)?.textContent.trim() ?? '')
          .join(' '),
      );
      return refusal ? `${selected}; ${refusal}` : selected;
    };
    let says = await fieldSays();
    for (let same = 0; same < 8; same += 1) {
      await page.waitForTimeout(250);
      const now = await fieldSays();
      if (now !== says) same = -1;
      says = now;
    }
    return {
      name: file.name,
      bytes: file.buffer.length,
      longest: Math.max(0, ...tasks),
      total: tasks.reduce((sum, task) => sum + task, 0),
      seconds,
      says,
    };
  } finally {
    await context.close();
    fs.rmSync(folder, { recursive: true });
  }
}

function table(rows: readonly Row[]): string {
  return [
    '| file | size | longest task | long tasks in all | choice → prepared | the field then says |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${(row.bytes / MB).toFixed(1)} MB | ${row.longest.toFixed(0)} ms | ` +
        `${row.total.toFixed(0)} ms | ${row.seconds.toFixed(1)} s | ${row.says} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  await withMockSite(async (browser, url) => {
    const studio = await browser.newPage();
    const photo = await phonePhoto(studio, 'pan-card.jpg', 24);
    await studio.close();
    const rows: Row[] = [];
    for (const file of [...hostileFiles(), photo]) {
      const row = await measure(browser, url, file);
      console.info(`${row.name}: longest task ${row.longest.toFixed(0)} ms`);
      rows.push(row);
    }
    console.info(`\n${table(rows)}`);
  });
}

void main();
