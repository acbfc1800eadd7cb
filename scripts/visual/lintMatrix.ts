/**
 * The visual lint over cells of the matrix (D44), two pages at a time by default (two cores).
 * Cells share a browser context (groups.ts `contextGroups`): the first route is loaded, the
 * others are reached by in-app navigation (tests/e2e/settle.ts `navigateInApp`), as a visitor
 * moves on, which saves a page load per route. Every cell is linted at device pixel ratio 1
 * with every check; each route and width once more at ratio 2 for the image check alone, since
 * a picture's file does not depend on the language.
 */
import type { Browser } from 'playwright-core';
import { CHECKS, formatFinding, type CellFinding, type CheckName } from './findings';
import { contextGroups, widthGroups } from './groups';
import { IMAGE_ONLY, lintPage } from './lintPage';
import { cellLabel, type Cell } from './matrix';
import { navigateToCell, openCell } from './openCell';
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
 * Each route and width once at ratio 2 (image check only, quick; a picture's file does not
 * depend on the language, so these share a context per width) first, then the cells at ratio 1
 * (groups.ts `contextGroups`), each group in the order its first cell comes in the plan.
 */
export function planGroups(cells: readonly Cell[], withDoubleRatio: boolean): Group[] {
  const seen = new Set<string>();
  const doubled = cells.filter((cell) => {
    if (!withDoubleRatio) return false;
    const pair = `${cell.route} ${cell.width}`;
    const first = !seen.has(pair);
    seen.add(pair);
    return first;
  });
  return [
    ...widthGroups(doubled).map((group) => ({ cells: group, dpr: 2 })),
    ...contextGroups(cells).map((group) => ({ cells: group, dpr: 1 })),
  ];
}

export async function lintMatrix(
  browser: Browser,
  baseUrl: string,
  cells: readonly Cell[],
  workers: number,
  checks: readonly CheckName[] = CHECKS,
): Promise<MatrixResult> {
  const result: MatrixResult = { findings: [], errors: [], unsettled: [], screens: 0, pages: 0 };
  const groups = planGroups(cells, checks.includes('image-scale'));
  const total = groups.reduce((sum, group) => sum + group.cells.length, 0);
  await runPool(groups, workers, async ({ cells: members, dpr }) => {
    let opened: Awaited<ReturnType<typeof openCell>> | undefined;
    try {
      for (const cell of members) {
        const label = `${cellLabel(cell)}${dpr === 1 ? '' : ' @2x'}`;
        const started = Date.now();
        try {
          if (opened) await navigateToCell(opened.page, cell);
          else opened = await openCell(browser, baseUrl, cell, dpr);
          const lint = await lintPage(opened.page, dpr === 1 ? checks : IMAGE_ONLY);
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
