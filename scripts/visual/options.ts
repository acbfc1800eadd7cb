/**
 * Command-line choices shared by `npm run test:visual` and `npm run screenshots`:
 * `--languages de,ru`, `--widths 390,1366`, `--routes /,/faq` narrow the matrix;
 * `--full` takes every cell, `--sample N` N disjoint slices of one cell per route
 * (matrix.ts `sampleCells`), `--offset K` which slices; `--workers N` pages at once;
 * `--checks a,b` some of the lint's checks.
 */
import { SUPPORTED_LANGUAGES, isLanguage } from '@/i18n/languages';
import { CHECKS, type CheckName } from './findings';
import { ALL_ROUTES, sampleCells, type Cell, type MatrixChoice } from './matrix';

export interface RunOptions {
  cells: Cell[];
  /** `--checks broken-word,overflow`: the lint's checks to run (all by default). */
  checks: CheckName[];
  workers: number;
  /** Other flags the command reads itself. */
  flags: Set<string>;
  values: Map<string, string>;
}

function list(values: Map<string, string>, name: string): string[] | undefined {
  return values
    .get(name)
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * `--name value` and `--name=value` pairs, and lone `--flag`s. `valued` names take a value.
 */
function parse(args: readonly string[], valued: readonly string[]) {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const [name = '', inline] = arg.replace(/^--/, '').split('=', 2);
    if (inline !== undefined) values.set(name, inline);
    else if (valued.includes(name)) {
      values.set(name, args[i + 1] ?? '');
      i += 1;
    } else flags.add(name);
  }
  return { values, flags };
}

const VALUED = [
  'languages',
  'widths',
  'routes',
  'checks',
  'sample',
  'offset',
  'workers',
  'out',
  'json',
  'dist',
];

export function readOptions(
  args: readonly string[],
  { widths: defaultWidths, fullByDefault }: { widths: readonly number[]; fullByDefault: boolean },
): RunOptions {
  const { values, flags } = parse(args, VALUED);
  const languages = (list(values, 'languages') ?? SUPPORTED_LANGUAGES).map((code) => {
    if (!isLanguage(code)) throw new Error(`unknown language ${code}`);
    return code;
  });
  const routes = list(values, 'routes') ?? ALL_ROUTES;
  const unknown = routes.filter((route) => !ALL_ROUTES.includes(route));
  if (unknown.length > 0) throw new Error(`not a route of the matrix: ${unknown.join(', ')}`);
  const widths = list(values, 'widths')?.map(Number) ?? defaultWidths;
  const choice: MatrixChoice = { routes, languages, widths };
  const sampled = values.has('sample') || (!fullByDefault && !flags.has('full'));
  // The full matrix as every slice of the sample, in slice order: cut short, a run has still
  // seen every route, and languages and widths in turn rather than one language after another.
  const passes = sampled ? Number(values.get('sample') ?? 1) : languages.length * widths.length;
  const cells = sampleCells(choice, passes, Number(values.get('offset') ?? 0));
  const checks = (list(values, 'checks') ?? CHECKS).map((name) => {
    const known = CHECKS.find((check) => check === name);
    if (!known) throw new Error(`unknown check ${name}: ${CHECKS.join(', ')}`);
    return known;
  });
  return { cells, checks, workers: Number(values.get('workers') ?? 2), flags, values };
}
