/**
 * The visual lint over cells of the matrix (D44), two pages at a time by default (two cores).
 * Cells of one language and width share a browser context: the first route is loaded, the
 * others are reached by in-app navigation (tests/e2e/settle.ts `navigateInApp`), as a visitor
 * moves on, which saves a page load per route. Every cell is linted at device pixel ratio 1
 * with every check; each route and width once more at ratio 2 for the image check alone, since
 * a picture's file does not depend on the language.
 */
import type { Browser, Page } from 'playwright-core';
import { navigateInApp } from '../../tests/e2e/settle';
import { formatFinding, type CellFinding } from './findings';
import { IMAGE_ONLY, lintPage } from './lintPage';
import { cellLabel, cellPath, type Cell } from './matrix';
import { openCell } from './openCell';
import { runPool } from './pool';

export interface MatrixResult {
  findings: CellFinding[];
  /** Cells that could not be opened or linted, with the error. */
  errors: string[];
  /** Screens that did not come to rest (the lint still judged them). */
  unsettled: string[];
  screens: number;
  pages: number;
}

interface Group {
  cells: Cell[];
  dpr: number;
}

/**
 * Cells by width at ratio 2 (image check only, quick) first, then by language and width at
 * ratio 1, each group in the order its first cell comes in the plan.
 */
export function planGroups(cells: readonly Cell[]): Group[] {
  const groups = new Map<string, Group>();
  const doubled = new Set<string>();
  for (const cell of cells) {
    const pair = `${cell.route} ${cell.width}`;
    if (doubled.has(pair)) continue;
    doubled.add(pair);
    const key = `${cell.language} ${cell.width} 2`;
    const group = groups.get(key) ?? { cells: [], dpr: 2 };
    group.cells.push(cell);
    groups.set(key, group);
  }
  for (const cell of cells) {
    const key = `${cell.language} ${cell.width} 1`;
    const group = groups.get(key) ?? { cells: [], dpr: 1 };
    group.cells.push(cell);
    groups.set(key, group);
  }
  return [...groups.values()];
}

async function goTo(page: Page, cell: Cell): Promise<void> {
  await navigateInApp(page, cellPath(cell));
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
}

export async function lintMatrix(
  browser: Browser,
  baseUrl: string,
  cells: readonly Cell[],
  workers: number,
): Promise<MatrixResult> {
  const result: MatrixResult = { findings: [], errors: [], unsettled: [], screens: 0, pages: 0 };
  const groups = planGroups(cells);
  const total = groups.reduce((sum, group) => sum + group.cells.length, 0);
  await runPool(groups, workers, async ({ cells: members, dpr }) => {
    let opened: Awaited<ReturnType<typeof openCell>> | undefined;
    try {
      for (const cell of members) {
        const label = `${cellLabel(cell)}${dpr === 1 ? '' : ' @2x'}`;
        const started = Date.now();
        try {
          if (opened) await goTo(opened.page, cell);
          else opened = await openCell(browser, baseUrl, cell, dpr);
          const lint = await lintPage(opened.page, dpr === 1 ? undefined : IMAGE_ONLY);
          const found = lint.findings.map((finding) => ({ ...finding, cell, dpr }));
          result.findings.push(...found);
          result.unsettled.push(...lint.unsettled.map((reason) => `${label}: ${reason}`));
          result.screens += lint.screens;
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.info(
            `visual: [${(result.pages += 1)}/${total}] ${label}: ${found.length} finding(s), ${lint.screens} screen(s), ${seconds} s`,
          );
          for (const finding of found) console.info(`  ${formatFinding(finding)}`);
        } catch (error) {
          result.pages += 1;
          result.errors.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
          console.info(`visual: [${result.pages}/${total}] ${label}: failed to run`);
          // A page that failed may have left the app anywhere: the next cell loads afresh.
          await opened?.context.close();
          opened = undefined;
        }
      }
    } finally {
      await opened?.context.close();
    }
  });
  return result;
}
