/**
 * `npm run bench:inp` (D46): how an interaction's latency is read from Event Timing entries,
 * the verdicts against the targets, the command line, and the floor page's own behaviour.
 */
import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseOptions } from '../../scripts/measure/bench-inp';
import {
  interactionsOf,
  longestLatency,
  type TimedEvent,
} from '../../scripts/measure/inp/eventTiming';
import { FLOOR_KEY_ID, interactions } from '../../scripts/measure/inp/interactions';
import { summarise, table } from '../../scripts/measure/inp/report';

const entry = (name: string, interactionId: number, duration: number): TimedEvent => ({
  name,
  interactionId,
  startTime: 1000,
  duration,
});

describe('interactionsOf (INP: an interaction lasts as long as its longest entry)', () => {
  it('groups a tap’s entries by interaction id and keeps the longest of each', () => {
    const found = interactionsOf([
      entry('pointerdown', 7, 24),
      entry('pointerup', 7, 88),
      entry('click', 7, 80),
      entry('keydown', 9, 40),
      entry('keyup', 9, 32),
    ]);
    expect(found).toEqual([
      { interactionId: 7, latency: 88, event: 'pointerup' },
      { interactionId: 9, latency: 40, event: 'keydown' },
    ]);
    expect(longestLatency(found)).toBe(88);
  });

  it('leaves out events outside any interaction, and gives 0 when nothing reached 16 ms', () => {
    const found = interactionsOf([entry('mouseover', 0, 200)]);
    expect(found).toEqual([]);
    expect(longestLatency(found)).toBe(0);
  });
});

describe('summarise', () => {
  const measured = [
    { id: 'menu', label: 'open the menu', path: '/', kind: 'tap' as const },
    { id: 'typing', label: 'type a name', path: '/contact', kind: 'key' as const },
    { id: 'floor-key', label: 'floor key', path: '/floor', kind: 'key' as const, floor: true },
  ];

  it('holds a tap to 100 ms and a key press to 1.25 × the floor’s, on medians', () => {
    const rows = summarise(
      measured,
      new Map([
        ['menu', [96, 104, 100, 88, 300]],
        ['typing', [64, 72, 56, 60, 80]],
        ['floor-key', [48, 56, 48, 40, 48]],
      ]),
      'floor-key',
    );
    expect(rows.map(({ id, median, min, max, result }) => [id, median, min, max, result])).toEqual([
      ['menu', 100, 88, 300, 'pass'],
      ['typing', 64, 56, 80, 'FAIL'],
      ['floor-key', 48, 40, 56, 'floor'],
    ]);
    expect(rows[1]?.ratio).toBeCloseTo(64 / 48);
    expect(rows[1]?.target).toBe('≤ 1.25 × floor (60 ms)');
  });

  it('fails a tap over 100 ms and passes a key press within 1.25 × the floor', () => {
    const rows = summarise(
      measured,
      new Map([
        ['menu', [104, 112, 120]],
        ['typing', [56, 60, 64]],
        ['floor-key', [48, 48, 48]],
      ]),
      'floor-key',
    );
    expect(rows.map(({ result }) => result)).toEqual(['FAIL', 'pass', 'floor']);
  });

  it('prints a table with the ratio to the floor and "< 16" for no entry', () => {
    const rows = summarise(
      measured,
      new Map([
        ['menu', [0, 0, 0]],
        ['typing', [60, 60, 60]],
        ['floor-key', [48, 48, 48]],
      ]),
      'floor-key',
    );
    const printed = table(rows).split('\n');
    expect(printed[0]).toBe('| interaction | page | median ms | min–max ms | target | result |');
    expect(printed[2]).toBe('| open the menu | / | < 16 | < 16–< 16 | ≤ 100 ms | pass |');
    expect(printed[3]).toBe(
      '| type a name | /contact | 60 (1.25 × floor) | 60–60 | ≤ 1.25 × floor (60 ms) | pass |',
    );
  });
});

describe('parseOptions', () => {
  const ids = (argv: string[]) => parseOptions(argv).chosen.map(({ id }) => id);
  const floorIds = interactions.filter(({ floor }) => floor).map(({ id }) => id);

  it('measures every interaction 5 times at 4× by default, over nginx', () => {
    const options = parseOptions([]);
    expect(options.chosen).toEqual(interactions);
    expect(options).toMatchObject({ runs: 5, cpu: 4, snapshot: false, preview: false });
  });

  it('picks interactions by words of their names, and always the floor', () => {
    expect(ids(['menu', '--runs', '3'])).toEqual(['menu', 'language-menu', ...floorIds]);
    expect(parseOptions(['faq', '--runs', '3', '--snapshot'])).toMatchObject({
      runs: 3,
      snapshot: true,
    });
    expect(floorIds).toContain(FLOOR_KEY_ID);
  });

  it('refuses a word that names no interaction, and a runs count that is not a number', () => {
    expect(() => parseOptions(['menus'])).toThrow('no interaction named like menus');
    expect(() => parseOptions(['--runs', 'many'])).toThrow('--runs needs a positive number');
  });
});

describe('the floor page for interactions', () => {
  const measureDir = path.resolve(__dirname, '../../scripts/measure');

  beforeEach(() => {
    const html = fs.readFileSync(path.join(measureDir, 'floor-interactions.html'), 'utf8');
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    // The page's own script, run as the browser runs it once the document is parsed.
    const script = document.createElement('script');
    script.textContent = fs.readFileSync(path.join(measureDir, 'floor-interactions.js'), 'utf8');
    document.body.append(script);
  });

  it('opens its menu and its accordion, and takes typing', async () => {
    const user = userEvent.setup();
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /^How long/ }));
    expect(screen.getByText(/^A typical site is surveyed/)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Meera');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Meera');
  });
});
