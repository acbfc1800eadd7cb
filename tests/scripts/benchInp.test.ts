/**
 * `npm run bench:inp` (D48): how an interaction's latency is read from Event Timing entries,
 * the verdicts against the targets, the command line, and the floor pages' own behaviour.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseOptions } from '../../scripts/measure/bench-inp';
import {
  interactionsOf,
  longestLatency,
  slowest,
  type TimedEvent,
} from '../../scripts/measure/inp/eventTiming';
import { CardFloor } from '../../scripts/measure/cardFloor/CardFloor';
import { CARD_FLOOR_SCRIPT } from '../../scripts/measure/cardFloor/build';
import {
  CARD_FLOOR_PAGE,
  FLOOR_KEY_ID,
  FLOOR_MENU_ID,
  interactions,
} from '../../scripts/measure/inp/interactions';
import { phaseTable, summarise, table } from '../../scripts/measure/inp/report';
import { longestFromInput } from '../../scripts/measure/inp/trace';

const entry = (
  name: string,
  interactionId: number,
  duration: number,
  handlers: { from: number; to: number } = { from: 1004, to: 1010 },
): TimedEvent => ({
  name,
  interactionId,
  startTime: 1000,
  duration,
  processingStart: handlers.from,
  processingEnd: handlers.to,
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
    expect(found).toMatchObject([
      { interactionId: 7, latency: 88, event: 'pointerup' },
      { interactionId: 9, latency: 40, event: 'keydown' },
    ]);
    expect(longestLatency(found)).toBe(88);
  });

  it('splits the slowest frame into input delay, handlers and the time to the paint', () => {
    // A tap whose pointerup and click end in the same frame (1088), its pointerdown earlier.
    const [tap] = interactionsOf([
      entry('pointerdown', 7, 24, { from: 1001, to: 1003 }),
      entry('pointerup', 7, 88, { from: 1006, to: 1009 }),
      entry('click', 7, 88, { from: 1030.4, to: 1051.6 }),
    ]);
    expect(tap?.phases).toEqual({ inputDelay: 6, processing: 46, presentation: 36 });
    expect(slowest(interactionsOf([entry('keydown', 9, 40), entry('click', 7, 64)]))).toMatchObject(
      { interactionId: 7, latency: 64 },
    );
  });

  it('leaves out events outside any interaction, and gives 0 when nothing reached 16 ms', () => {
    const found = interactionsOf([entry('mouseover', 0, 200)]);
    expect(found).toEqual([]);
    expect(longestLatency(found)).toBe(0);
  });
});

/** Three rows of the site: a tap held to the floor's menu, the FAQ to its accordion, a key. */
const siteRows = [
  { id: 'menu', label: 'open the menu', path: '/', kind: 'tap' as const },
  {
    id: 'faq',
    label: 'open a question',
    path: '/faq',
    kind: 'tap' as const,
    floorMatch: 'floor-accordion',
  },
  { id: 'typing', label: 'type a name', path: '/contact', kind: 'key' as const },
];

describe('summarise (D48: each row against the floor’s matching row of the same run)', () => {
  const measured = [
    ...siteRows,
    { id: 'floor-menu', label: 'floor menu', path: '/floor', kind: 'tap' as const, floor: true },
    {
      id: 'floor-accordion',
      label: 'floor accordion',
      path: '/floor',
      kind: 'tap' as const,
      floor: true,
    },
    { id: 'floor-key', label: 'floor key', path: '/floor', kind: 'key' as const, floor: true },
    { id: 'card-menu', label: 'card menu', path: '/card', kind: 'tap' as const, floor: true },
    {
      id: 'card-accordion',
      label: 'card accordion',
      path: '/card',
      kind: 'tap' as const,
      floor: true,
    },
    { id: 'card-key', label: 'card key', path: '/card', kind: 'key' as const, floor: true },
  ];
  const verdicts = (figures: Record<string, number[]>) =>
    Object.fromEntries(
      summarise(measured, new Map(Object.entries(figures))).map(({ id, result }) => [id, result]),
    );

  it('holds a tap to 2 × the floor’s menu, the FAQ to 2 × its accordion, on medians', () => {
    const rows = summarise(
      measured,
      new Map([
        ['menu', [64, 72, 80, 56, 88]],
        ['faq', [96, 104, 88, 96, 112]],
        ['typing', [48, 56, 48, 40, 64]],
        ['floor-menu', [40, 32, 40, 48, 40]],
        ['floor-accordion', [48, 48, 56, 40, 56]],
        ['floor-key', [16, 24, 16, 16, 24]],
      ]),
    );
    const menu = rows[0];
    expect(menu).toMatchObject({ median: 72, min: 56, max: 88, floorMedian: 40, result: 'pass' });
    expect(menu?.ratio).toBeCloseTo(1.8);
    expect(rows[1]).toMatchObject({ floorId: 'floor-accordion', floorMedian: 48, result: 'pass' });
    expect(rows[2]).toMatchObject({ floorId: 'floor-key', median: 48, ratio: 3, result: 'pass' });
    expect(rows.slice(3).map(({ result }) => result)).toEqual([
      'floor',
      'floor',
      'floor',
      'floor',
      'floor',
      'floor',
    ]);
  });

  it('fails a tap over 2 × its floor, or over 200 ms in any run though its median holds', () => {
    expect(
      verdicts({
        menu: [88, 96, 80, 88, 96],
        faq: [96, 104, 88, 96, 216],
        typing: [40],
        'floor-menu': [40, 40, 40],
        'floor-accordion': [64, 64, 64],
        'floor-key': [16],
      }),
    ).toMatchObject({ menu: 'FAIL: 2.20 × floor', faq: 'FAIL: a run of 216 ms', typing: 'pass' });
  });

  it('fails a key over 3 × the floor’s key or over 100 ms; no ratio without a floor', () => {
    expect(
      verdicts({
        menu: [40],
        faq: [0, 0, 0],
        typing: [56, 56, 48],
        'floor-menu': [0, 0, 0],
        'floor-accordion': [0, 0, 0],
        'floor-key': [16, 16, 16],
      }),
    ).toMatchObject({ menu: 'no floor', faq: 'pass', typing: 'FAIL: 3.50 × floor' });
    expect(
      verdicts({
        menu: [40],
        faq: [40],
        typing: [104, 112, 104],
        'floor-menu': [40],
        'floor-accordion': [40],
        'floor-key': [40, 40, 40],
      }),
    ).toMatchObject({ typing: 'FAIL: 104 ms' });
  });

  it('prints each floor’s median, the ratios and both verdicts; "< 16" for no entry', () => {
    const rows = summarise(
      measured,
      new Map([
        ['menu', [0, 0, 0]],
        ['faq', [80, 80, 80]],
        ['typing', [48, 48, 48]],
        ['floor-menu', [32, 32, 32]],
        ['floor-accordion', [40, 40, 40]],
        ['floor-key', [16, 16, 16]],
        ['card-menu', [48, 48, 48]],
        ['card-accordion', [40, 40, 40]],
        ['card-key', [24, 24, 24]],
      ]),
    );
    const printed = table(rows).split('\n');
    expect(printed[0]).toBe(
      '| interaction | page | median ms | min–max ms | floor ms | ÷ floor | target (D48) | result | card floor ms | ÷ card floor | held (E11) |',
    );
    expect(printed[2]).toBe(
      '| open the menu | / | < 16 | < 16–< 16 | 32 | 0.00 | ≤ 2 × floor, every run ≤ 200 ms | pass | 48 | 0.00 | pass |',
    );
    expect(printed[3]).toBe(
      '| open a question | /faq | 80 | 80–80 | 40 | 2.00 | ≤ 2 × floor, every run ≤ 200 ms | pass | 40 | 2.00 | pass |',
    );
    expect(printed[4]).toBe(
      '| type a name | /contact | 48 | 48–48 | 16 | 3.00 | ≤ 3 × floor, ≤ 100 ms | pass | 24 | 2.00 | pass |',
    );
    expect(printed[5]).toBe(
      '| floor menu | /floor | 32 | 32–32 | - | - | - | floor | - | - | floor |',
    );
  });

  it('prints where the time went: each phase’s median over the runs, "-" for none', () => {
    const printed = phaseTable(
      measured.slice(0, 2),
      new Map([
        [
          'menu',
          [
            { inputDelay: 40, processing: 9, presentation: 31 },
            { inputDelay: 20, processing: 5, presentation: 15 },
            { inputDelay: 30, processing: 7, presentation: 99 },
          ],
        ],
      ]),
    ).split('\n');
    expect(printed).toEqual([
      '| interaction | input delay ms | handlers ms | to the paint ms |',
      '| --- | --- | --- | --- |',
      '| open the menu | 30 | 7 | 31 |',
      '| open a question | - | - | - |',
    ]);
  });
});

describe('summarise (E11: a tap against the card floor’s matching tap, where D48 is out of reach)', () => {
  const measured = siteRows;
  const held = (figures: Record<string, number[]>) =>
    Object.fromEntries(
      summarise(measured, new Map(Object.entries(figures))).map(({ id, held: verdict }) => [
        id,
        verdict,
      ]),
    );
  const floors = {
    'floor-menu': [32],
    'floor-accordion': [24],
    'floor-key': [16],
    'card-menu': [48],
    'card-accordion': [40],
  };

  it('holds a tap to 3 × the card floor’s matching tap where D48’s 2 × the floor fails', () => {
    const rows = summarise(
      measured,
      new Map(
        Object.entries({ ...floors, 'card-key': [24], menu: [144], faq: [120], typing: [40] }),
      ),
    );
    expect(rows.map(({ result }) => result.startsWith('FAIL'))).toEqual([true, true, false]);
    expect(rows.map(({ held: verdict }) => verdict)).toEqual(['pass', 'pass', 'pass']);
    expect(rows[0]).toMatchObject({ cardMedian: 48, cardRatio: 3 });
    expect(rows[1]).toMatchObject({ cardMedian: 40, cardRatio: 3 });
  });

  it('fails a tap over 3 × the card floor, a median over 200 ms or a run over 300 ms', () => {
    expect(
      held({
        ...floors,
        'card-menu': [40],
        'card-key': [24],
        menu: [152],
        faq: [104, 112, 304],
        typing: [40],
      }),
    ).toEqual({ menu: 'FAIL: 3.80 × card floor', faq: 'FAIL: a run of 304 ms', typing: 'pass' });
    expect(
      held({
        ...floors,
        'card-menu': [72],
        'card-key': [24],
        menu: [208],
        faq: [40],
        typing: [40],
      }),
    ).toMatchObject({ menu: 'FAIL: 208 ms' });
  });

  it('holds a key press as D48 does, and names a card floor that reported nothing', () => {
    expect(
      held({ ...floors, 'card-menu': [0], 'card-key': [24], menu: [72], faq: [40], typing: [56] }),
    ).toEqual({ menu: 'no floor', faq: 'pass', typing: 'FAIL: 3.50 × floor' });
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
    expect(floorIds).toEqual(expect.arrayContaining([FLOOR_KEY_ID, FLOOR_MENU_ID]));
    // D48: the FAQ against the floor's accordion, which the floor measures too.
    const faq = interactions.find(({ id }) => id === 'faq');
    expect(floorIds).toContain(faq?.floorMatch);
  });

  it('refuses a word that names no interaction, and a runs count that is not a number', () => {
    expect(() => parseOptions(['menus'])).toThrow('no interaction named like menus');
    expect(() => parseOptions(['--runs', 'many'])).toThrow('--runs needs a positive number');
  });
});

const measureDir = path.resolve(__dirname, '../../scripts/measure');

/** The plain floor's page, its script run as the browser runs it once the document is parsed. */
function showPlainFloor(): void {
  const html = fs.readFileSync(path.join(measureDir, 'floor-interactions.html'), 'utf8');
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const script = document.createElement('script');
  script.textContent = fs.readFileSync(path.join(measureDir, 'floor-interactions.js'), 'utf8');
  document.body.append(script);
}

/** The card floor: the same controls drawn by React with the design card's packages. */
function showCardFloor(): void {
  render(createElement(CardFloor));
}

describe.each([
  ['the floor page for interactions', showPlainFloor],
  ['the card floor', showCardFloor],
])('%s', (_name, show) => {
  beforeEach(show);
  // The plain floor's markup is written into the body, which React Testing Library leaves.
  afterEach(() => document.body.replaceChildren());

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

it('serves the card floor’s page with the script its bench rows load', () => {
  const html = fs.readFileSync(path.join(measureDir, CARD_FLOOR_PAGE), 'utf8');
  expect(html).toContain(`src="/__bench__/${CARD_FLOOR_SCRIPT}"`);
  expect(interactions.filter(({ path: at }) => at.endsWith(CARD_FLOOR_PAGE))).toHaveLength(3);
});

describe('longestFromInput (the task a traced step profiles)', () => {
  it('takes the longest task that begins at the input or after, not one begun before it', () => {
    const tasks = [
      { at: -978.6, ms: 990.1, what: 'pointerdown, begun with the harness’s script' },
      { at: 20.8, ms: 184.9, what: 'click, submit' },
      { at: 231, ms: 29.3, what: 'focus' },
    ];
    expect(longestFromInput(tasks)?.what).toBe('click, submit');
  });

  it('takes the longest of all when none begins after the input', () => {
    const tasks = [
      { at: -12, ms: 40, what: 'pointerdown' },
      { at: -3, ms: 60, what: 'click' },
    ];
    expect(longestFromInput(tasks)?.what).toBe('click');
  });
});
