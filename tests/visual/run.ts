/**
 * `npm run test:visual` (D44): first the lint's own fixture tests (tests/visual/*.visual.ts,
 * each check failing on its defect and passing on the fixed version), then the lint over the
 * site: dist/ (build first) served by the preview server with the mock API, as
 * tests/e2e/run.ts serves it, and scrolled through in Chromium.
 *
 * By default one deterministic slice of the matrix (every route once, every language and
 * width among them: scripts/visual/matrix.ts); `-- --full` is every route in every language
 * at 390, 768 and 1366 px. `--languages de,ru`, `--widths 390`, `--routes /,/faq`,
 * `--checks broken-word,overflow`, `--sample N`, `--offset K`, `--workers N` (2),
 * `--json file` (the findings as JSON), `--dist DIR` (a copy of a build to serve instead of
 * dist/: CI lints one while the nginx suites rebuild dist/),
 * `--fixtures-only`, `--no-fixtures`. Exits 1 on any finding.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPreview } from '../../scripts/serve/preview';
import { formatFinding } from '../../scripts/visual/findings';
import { lintMatrix } from '../../scripts/visual/lintMatrix';
import { LINT_WIDTHS } from '../../scripts/visual/matrix';
import { launchBrowser } from '../../scripts/visual/openCell';
import { readOptions } from '../../scripts/visual/options';

function runFixtures(): boolean {
  const files = fs
    .readdirSync(__dirname)
    .filter((name) => name.endsWith('.visual.ts'))
    .sort()
    .map((name) => path.join(__dirname, name));
  console.info(`visual: ${files.length} fixture file(s)`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
    { stdio: 'inherit' },
  );
  return result.status === 0;
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2), { widths: LINT_WIDTHS, fullByDefault: false });
  if (!options.flags.has('no-fixtures') && !runFixtures()) return 1;
  if (options.flags.has('fixtures-only')) return 0;

  const started = Date.now();
  const distDir = options.values.get('dist');
  const { server, url } = await startPreview(0, {
    mockApi: true,
    ...(distDir ? { distDir: path.resolve(distDir) } : {}),
  });
  const browser = await launchBrowser();
  console.info(`visual: ${options.cells.length} page(s), ${options.workers} at a time, at ${url}`);
  try {
    const result = await lintMatrix(browser, url, options.cells, options.workers, options.checks);
    const seconds = Math.round((Date.now() - started) / 1000);
    const json = options.values.get('json');
    if (json) fs.writeFileSync(json, `${JSON.stringify(result, null, 2)}\n`);
    const byCheck = new Map<string, number>();
    for (const finding of result.findings) {
      byCheck.set(finding.check, (byCheck.get(finding.check) ?? 0) + 1);
    }
    console.info(
      `\nvisual: ${options.cells.length} page(s), ${result.screens} screens in ${seconds} s`,
    );
    for (const [check, count] of byCheck) console.info(`  ${check}: ${count}`);
    for (const line of result.unsettled) console.info(`  not at rest: ${line}`);
    for (const line of result.errors) console.error(`  error: ${line}`);
    if (result.findings.length > 0) {
      console.error(`\n${result.findings.length} finding(s):`);
      for (const finding of result.findings) console.error(`  ${formatFinding(finding)}`);
    }
    return result.findings.length > 0 || result.errors.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    server.close();
  }
}

void main().then((code) => process.exit(code));
