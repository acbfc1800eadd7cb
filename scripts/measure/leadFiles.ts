/**
 * Documents as partners upload them, made on the spot (no fixtures on disk): PDFs of a given
 * size and phone photos drawn in the page. Shared by the slow-network end-to-end tests and
 * `npm run bench:leads`.
 */
import type { Page } from 'playwright-core';

export const MB = 1024 * 1024;

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A readable one-page PDF padded with a comment to exactly `bytes` (a scan's weight). */
export function paddedPdf(name: string, bytes: number): UploadFile {
  const head = '%PDF-1.4\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  const tail = (start: number) => {
    let body = '';
    const offsets = objects.map((object, index) => {
      const offset = start + body.length;
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
      return offset;
    });
    const xref = start + body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n`;
    return `${body}${String(xref).padStart(10, '0')}\n%%EOF\n`;
  };
  // The tail's length does not depend on where it starts (offsets are padded to 10 digits).
  const padding = bytes - head.length - tail(0).length - 2;
  const text = `${head}%${'x'.repeat(padding)}\n${tail(head.length + padding + 2)}`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text, 'latin1') };
}

/**
 * A 4000 × 3000 phone photo as a JPEG, drawn in the page: a gradient under fine sensor noise
 * of ±`noise` levels, encoded at quality 0.95 as cameras do. Noise 36 weighs about 7 MB,
 * 24 about 6 MB.
 */
export async function phonePhoto(page: Page, name: string, noise: number): Promise<UploadFile> {
  const base64 = await page.evaluate(async (amplitude) => {
    const [width, height] = [4000, 3000];
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#6b8fb5');
    gradient.addColorStop(1, '#e8d9b0');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    let seed = 12345;
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const shift = ((seed >>> 16) % (2 * amplitude + 1)) - amplitude;
      for (let channel = 0; channel < 3; channel += 1) {
        image.data[i + channel] = (image.data[i + channel] ?? 0) + shift;
      }
    }
    context.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  }, noise);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** Mbit/s of uplink at 150 ms latency, no network at all, or no throttling. */
export type Uplink = number | 'offline' | 'off';

/**
 * Chromium's network conditions through the DevTools protocol (uploads included), on one
 * session per page: the conditions last as long as that session.
 */
export async function networkOf(page: Page): Promise<(uplink: Uplink) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return async (uplink) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: uplink === 'offline',
      latency: typeof uplink === 'number' ? 150 : 0,
      downloadThroughput: -1,
      uploadThroughput: typeof uplink === 'number' ? (uplink * 1_000_000) / 8 : -1,
    });
  };
}
