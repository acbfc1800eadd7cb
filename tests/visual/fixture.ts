/**
 * Fixture pages for the visual lint's own tests: HTML written in the test, opened in Debian's
 * Chromium (the end-to-end tests' launch flags) and linted as the site's pages are.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import type { CheckName, Finding } from '../../scripts/visual/findings';
import { lintPage } from '../../scripts/visual/lintPage';
import { CHROMIUM_ARGS } from '../e2e/chromiumFlags';
import { chromiumPath } from '../e2e/support';

let browserPromise: Promise<Browser> | undefined;

export async function closeFixtureBrowser(): Promise<void> {
  if (browserPromise) await (await browserPromise).close();
  browserPromise = undefined;
}

interface FixtureOptions {
  width?: number;
  height?: number;
  deviceScaleFactor?: number;
  lang?: string;
}

/** Opens `body` as a page of its own and hands it to `run`. */
export async function withFixture<T>(
  body: string,
  run: (page: Page) => Promise<T>,
  { width = 390, height = 700, deviceScaleFactor = 1, lang = 'en' }: FixtureOptions = {},
): Promise<T> {
  browserPromise ??= chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await (
    await browserPromise
  ).newContext({
    viewport: { width, height },
    deviceScaleFactor,
  });
  try {
    const page = await context.newPage();
    await page.setContent(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
        body { margin: 0; font: 16px/1.5 sans-serif; color: #1a1a1a; background: #fff; }
      </style></head><body>${body}</body></html>`,
    );
    return await run(page);
  } finally {
    await context.close();
  }
}

/** The findings of `checks` on a fixture page; fails if a screen never came to rest. */
export function lintFixture(
  body: string,
  checks: readonly CheckName[],
  options: FixtureOptions = {},
): Promise<Finding[]> {
  return withFixture(
    body,
    async (page) => {
      const { findings, unsettled } = await lintPage(page, checks);
      if (unsettled.length > 0) throw new Error(`not at rest: ${unsettled.join(' | ')}`);
      return findings;
    },
    options,
  );
}

/** A PNG of one colour, as a data URL. */
export async function plainPng(width: number, height: number, colour: string): Promise<string> {
  const png = await sharp({
    create: { width, height, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** An SVG picture as a data URL. */
export function svgUrl(width: number, height: number, content: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${content}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Long enough to fill several lines to the right edge of a phone screen. */
export const PARAGRAPH =
  'Ticketless entry with number plate recognition and FASTag, live occupancy for every level and digital payments that reconcile themselves. '.repeat(
    3,
  );
