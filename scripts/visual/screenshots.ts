/**
 * `npm run screenshots`: the visual lint's matrix as pictures for a person to look at (D44).
 * Every fixed route in every language at 390, 768, 1366 and 1920 px, scrolled screen by
 * screen at rest as the lint scrolls it, into screenshots/ (not committed), with an
 * index.html grouped by route, language and width; then the interactive states (states.ts)
 * in each language and width. Serves dist/ (build first) with the mock API, as
 * `npm run test:visual` does. Options as the lint's (options.ts), plus `--out DIR` and
 * `--no-states`; the matrix is full unless `--sample N` is given.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { gotoApp } from '../../tests/e2e/settle';
import { startPreview } from '../serve/preview';
import { byLanguageAndWidth, groupCells } from './groups';
import { indexPage, type Shot } from './indexPage';
import { cellLabel, SCREENSHOT_WIDTHS, type Cell } from './matrix';
import { launchBrowser, navigateToCell, openCell, type OpenedCell } from './openCell';
import { readOptions } from './options';
import { installProbe } from './page/probe';
import { runPool } from './pool';
import { scrollThrough, settleScreen } from './screen';
import { STATES } from './states';

const root = path.resolve(__dirname, '../..');

function slug(route: string): string {
  return route === '/' ? 'home' : route.replace(/^\//, '').replace(/\//g, '-');
}

async function save(page: Page, out: string, file: string): Promise<string> {
  fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  await page.screenshot({ path: path.join(out, file), caret: 'initial' });
  return file;
}

async function shootCell(page: Page, cell: Cell, out: string): Promise<Shot[]> {
  await installProbe(page);
  const shots: Shot[] = [];
  const dir = `${slug(cell.route)}/${cell.language}/${cell.width}`;
  await scrollThrough(page, async () => {
    const name = String(shots.length + 1).padStart(2, '0');
    const file = await save(page, out, `${dir}/${name}.png`);
    shots.push({ group: cell.route, language: cell.language, width: cell.width, name, file });
  });
  return shots;
}

async function shootStates(opened: OpenedCell, cell: Cell, out: string): Promise<Shot[]> {
  const shots: Shot[] = [];
  for (const state of STATES.filter((candidate) => candidate.route === cell.route)) {
    // Each state from a fresh load of the page, at its top.
    await gotoApp(opened.page, opened.page.url());
    await installProbe(opened.page);
    if (!(await state.enter(opened.page, cell.language))) continue;
    await settleScreen(opened.page);
    const file = `states/${cell.language}/${cell.width}/${state.name}.png`;
    await save(opened.page, out, file);
    shots.push({
      group: 'states',
      language: cell.language,
      width: cell.width,
      name: state.name,
      file,
    });
  }
  return shots;
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), {
    widths: SCREENSHOT_WIDTHS,
    fullByDefault: true,
  });
  const out = path.resolve(root, options.values.get('out') ?? 'screenshots');
  const withStates = !options.flags.has('no-states');
  const started = Date.now();
  const { server, url } = await startPreview(0, { mockApi: true });
  const browser = await launchBrowser();
  const shots: Shot[] = [];
  console.info(`screenshots: ${options.cells.length} page(s) into ${out}`);
  try {
    await runPool(groupCells(options.cells, byLanguageAndWidth), options.workers, async (group) => {
      let opened: OpenedCell | undefined;
      try {
        for (const cell of group) {
          if (opened) await navigateToCell(opened.page, cell);
          else opened = await openCell(browser, url, cell);
          const found = await shootCell(opened.page, cell, out);
          shots.push(...found);
          console.info(`screenshots: ${cellLabel(cell)}: ${found.length} screen(s)`);
          if (withStates) shots.push(...(await shootStates(opened, cell, out)));
        }
      } finally {
        await opened?.context.close();
      }
    });
  } finally {
    await browser.close();
    server.close();
  }
  const order = (shot: Shot) => [
    shot.group === 'states'
      ? Number.MAX_SAFE_INTEGER
      : options.cells.findIndex((c) => c.route === shot.group),
    shot.language,
    shot.width,
    shot.name,
  ];
  shots.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    for (let i = 0; i < x.length; i += 1) {
      if (x[i] !== y[i]) return String(x[i]).localeCompare(String(y[i]), 'en', { numeric: true });
    }
    return 0;
  });
  fs.writeFileSync(path.join(out, 'index.html'), indexPage(shots, 'ParkNova screenshots'));
  const seconds = Math.round((Date.now() - started) / 1000);
  console.info(
    `screenshots: ${shots.length} picture(s) in ${seconds} s: ${path.join(out, 'index.html')}`,
  );
}

void main();
