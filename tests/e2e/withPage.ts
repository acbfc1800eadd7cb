import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openPage } from './support';

/**
 * Opens `path` in a fresh page, runs `run` on it and fails on any console error or
 * Content-Security-Policy violation the page logged meanwhile; closes the page either way.
 */
export async function withPage(path: string, run: (page: Page) => Promise<void>): Promise<void> {
  const { page, consoleErrors, close } = await openPage(path);
  try {
    await run(page);
    assert.deepEqual(consoleErrors, [], `${path}: console errors or CSP violations`);
  } finally {
    await close();
  }
}
