/**
 * Issue 59, item 8: a field alone on a row of a two-column form grid reads as a hole left in
 * the form ("Contact Number" on /contact, "Pincode" on /joinus). At every width where the lead
 * forms lay their fields out in columns, each row of each grid inside a form is full: its
 * fields fill its columns, or its one field spans them all (an address, a message).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, inDrawingTab, openPage } from './support';

after(closeBrowser);

/** Two columns start above the mobile breakpoint (768 px, one column there). */
const WIDTHS = [900, 1366];

const FORMS = [
  { path: '/contact' },
  { path: '/form' },
  { path: '/joinus' },
  { path: '/joinus', role: 'Distributor' },
] as const;

/** Each row of a form grid on screen that holds fewer fields than columns, none spanning it. */
function rowsWithHoles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const holes: string[] = [];
    for (const form of document.querySelectorAll('form')) {
      for (const grid of form.querySelectorAll<HTMLElement>('*')) {
        const style = getComputedStyle(grid);
        const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
        if (style.display !== 'grid' || columns < 2) continue;
        const fields = [...grid.children].filter((child) => child.getClientRects().length > 0);
        const rows = new Map<number, Element[]>();
        for (const field of fields) {
          const top = Math.round(field.getBoundingClientRect().top);
          rows.set(top, [...(rows.get(top) ?? []), field]);
        }
        const width = grid.getBoundingClientRect().width;
        for (const row of rows.values()) {
          const spans =
            row.length === 1 && (row[0]?.getBoundingClientRect().width ?? 0) > width * 0.95;
          if (row.length >= columns || spans) continue;
          const names = row.map((field) =>
            (field.querySelector('label, legend')?.textContent ?? '?').replace('*', '').trim(),
          );
          holes.push(`${form.id}: ${names.join(', ')} in a row of ${String(columns)}`);
        }
      }
    }
    return holes;
  });
}

describe('lead forms fill their rows (issue 59, item 8)', () => {
  for (const width of WIDTHS) {
    for (const { path, ...rest } of FORMS) {
      const role = 'role' in rest ? rest.role : undefined;
      test(`${path}${role ? ` (${role})` : ''} at ${String(width)} px: no field alone on a row`, () =>
        inDrawingTab(
          () => openPage(path, { width }),
          async ({ page, consoleErrors }) => {
            if (role) await page.getByRole('radio', { name: role }).check();
            assert.deepEqual(await rowsWithHoles(page), []);
            assert.deepEqual(consoleErrors, []);
          },
        ));
    }
  }
});
