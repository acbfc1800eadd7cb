/**
 * What `bench:inp` does on each page, as a visitor would: taps on the phone's touch screen and
 * key presses, each followed by a wait for the state it leads to (never for a time). Each
 * measured step is one interaction; a run's figure is its worst step (a typed word's worst
 * key, the worse of the hero's two arrows).
 */
import type { Locator, Page } from 'playwright-core';
import { events } from '@/mocks/fixtures/events';
import { paddedPdf } from '../leadFiles';
import { fillAddress, fillDsa, textbox } from '../leadForms';
import { touchPoint } from './touch';

/** Where the bench serves the floor page for interactions (scripts/measure/serveBench.ts). */
export const INTERACTION_FLOOR_PAGE = 'floor-interactions.html';
const FLOOR_PATH = `/__bench__/${INTERACTION_FLOOR_PAGE}`;

/** The same controls built with the design card's packages alone (cardFloor/CardFloor.tsx). */
export const CARD_FLOOR_PAGE = 'floor-card.html';
const CARD_FLOOR_PATH = `/__bench__/${CARD_FLOOR_PAGE}`;

/** A word typed key by key: a name, as a visitor types it into a lead form. */
export const TYPED_WORD = 'Meera';

export interface StepOptions {
  /**
   * Time the step with a frame clock from this event instead of Event Timing, which reports
   * nothing for a file chosen in the browser's dialog (scripts/measure/inp/eventTiming.ts).
   */
  frameClockFrom?: string;
}

/** Measures one step: `act` performs it and resolves once the page shows its outcome. */
export type Measure = (act: () => Promise<void>, options?: StepOptions) => Promise<void>;

export interface Interaction {
  /** Its name on the command line. */
  id: string;
  label: string;
  path: string;
  /** `tap`: held to the floor's matching tap; `key`: to the floor's key press (D48). */
  kind: 'tap' | 'key';
  /**
   * The floor's row a tap is held to when not its menu (D48: the accordion for the FAQ).
   */
  floorMatch?: string;
  /** A row of the floor page: measured beside the site's, no target of its own. */
  floor?: boolean;
  /** Runs before the CPU is slowed: what the visitor did before (fill a form, scroll). */
  prepare?: (page: Page) => Promise<void>;
  perform: (page: Page, measure: Measure) => Promise<void>;
}

/**
 * The event of each kind of interaction whose handlers do its work, and whose Event Timing entry
 * the bench waits for after each step (`entriesSince`): a tap's `click`, a key's `keydown`.
 */
export const WORK_EVENT: Record<Interaction['kind'], string> = { tap: 'click', key: 'keydown' };

/** Brings `target` into view (the bench then waits until what that loaded has arrived). */
async function inView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
}

/** A touch of `target`'s middle (touchPoint), measured until `outcome` holds. */
async function touch(
  page: Page,
  measure: Measure,
  target: Locator,
  outcome: () => Promise<unknown>,
) {
  const { x, y } = await touchPoint(target);
  await measure(async () => {
    await page.touchscreen.tap(x, y);
    await outcome();
  });
}

/** A tap on `target`, measured until `shown` holds. */
function tap(target: (page: Page) => Locator, shown: (page: Page) => Promise<unknown>) {
  return (page: Page, measure: Measure) => touch(page, measure, target(page), () => shown(page));
}

/** Types {@link TYPED_WORD} into `field` key by key, each key measured on its own. */
function typeWord(field: (page: Page) => Locator) {
  return {
    prepare: async (page: Page) => {
      await inView(field(page));
      await field(page).focus();
    },
    perform: async (page: Page, measure: Measure) => {
      const input = await field(page).elementHandle();
      for (let typed = 1; typed <= TYPED_WORD.length; typed += 1) {
        const expected = TYPED_WORD.slice(0, typed);
        await measure(async () => {
          await page.keyboard.press(expected.slice(-1));
          await page.waitForFunction(
            ([element, value]) => (element as HTMLInputElement | null)?.value === value,
            [input, expected] as const,
          );
        });
      }
    },
  };
}

/** Waits until `read` gives something other than what it gave before the step. */
async function changes(read: () => Promise<string | null>, before: string | null) {
  for (;;) {
    if ((await read()) !== before) return;
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

/** A carousel step: a tap on `button`, measured until `position` (read in the page) moves. */
function step(button: (page: Page) => Locator, position: (page: Page) => Promise<string | null>) {
  return async (page: Page, measure: Measure) => {
    const before = await position(page);
    await touch(page, measure, button(page), () => changes(() => position(page), before));
  };
}

/** The index of the first slide not made inert (the one in view) among `slides`. */
const currentSlide = (slides: Locator) =>
  slides.evaluateAll((items) => String(items.findIndex((item) => !item.hasAttribute('inert'))));

const dsaForm = (page: Page) => page.getByRole('form', { name: 'Personal Information' });
const distributorForm = (page: Page) => page.getByRole('form', { name: 'Business Information' });
const button = (name: string | RegExp) => (page: Page) =>
  page.getByRole('button', { name, exact: typeof name === 'string' }).first();
const visible = (locator: (page: Page) => Locator) => (page: Page) =>
  locator(page).waitFor({ state: 'visible' });

const heroPosition = (page: Page) => page.getByText(/^Slide \d+ of \d+$/).textContent();
const partners = (page: Page) => page.getByRole('region', { name: 'Trusted by our partners' });
const featureSlides = (page: Page) =>
  currentSlide(page.getByRole('list', { name: 'Featured solutions' }).locator(':scope > *'));
const solutionCards = (page: Page) =>
  currentSlide(page.getByRole('region', { name: 'Solution cards' }).locator('ul > li'));

const FLOOR_PREFIX = 'floor';
const CARD_FLOOR_PREFIX = 'card';

/** The floor page's three controls, measured as rows of a floor (`floor`: no target of their own). */
function floorRows(prefix: string, label: string, path: string): Interaction[] {
  return [
    {
      id: `${prefix}-menu`,
      label: `${label}: open the menu`,
      path,
      kind: 'tap',
      floor: true,
      perform: tap(button('Open menu'), visible(button('Close menu'))),
    },
    {
      id: `${prefix}-accordion`,
      label: `${label}: open the accordion`,
      path,
      kind: 'tap',
      floor: true,
      perform: tap(button(/^How long/), (page) =>
        page.getByText('A typical site is surveyed').waitFor(),
      ),
    },
    {
      id: `${prefix}-key`,
      label: `${label}: type a name (worst key)`,
      path,
      kind: 'key',
      floor: true,
      ...typeWord((page) => page.getByRole('textbox', { name: 'Name' })),
    },
  ];
}

export const interactions: readonly Interaction[] = [
  {
    id: 'menu',
    label: 'open the mobile menu',
    path: '/',
    kind: 'tap',
    perform: tap(button('Open menu'), visible(button('Close menu'))),
  },
  {
    id: 'language-menu',
    label: 'language picker: open it',
    path: '/aboutus',
    kind: 'tap',
    perform: tap(button(/^Language:/), visible(button('DE'))),
  },
  {
    id: 'language',
    label: 'language picker: EN → DE',
    path: '/aboutus',
    kind: 'tap',
    prepare: async (page) => {
      await button(/^Language:/)(page).tap();
      await visible(button('DE'))(page);
    },
    perform: tap(button('DE'), (page) =>
      page.locator('html[lang="de"]').waitFor({ state: 'attached' }),
    ),
  },
  {
    id: 'faq',
    label: 'open a FAQ question',
    path: '/faq',
    kind: 'tap',
    floorMatch: 'floor-accordion',
    perform: tap(
      (page) => page.locator('main button[aria-expanded="false"]').first(),
      (page) => page.locator('main button[aria-expanded="true"]').first().waitFor(),
    ),
  },
  {
    id: 'topic',
    label: 'choose a What-we-do topic',
    path: '/',
    kind: 'tap',
    prepare: (page) => inView(button('Parking lot design')(page)),
    perform: tap(button('Parking lot design'), (page) =>
      page.locator('button[aria-pressed="true"]', { hasText: 'Parking lot design' }).waitFor(),
    ),
  },
  {
    id: 'role',
    label: 'Join us: switch to Distributor',
    path: '/joinus',
    kind: 'tap',
    prepare: (page) => inView(page.getByRole('radio', { name: 'Distributor' })),
    perform: tap(
      (page) => page.getByRole('radio', { name: 'Distributor' }),
      visible(distributorForm),
    ),
  },
  {
    id: 'role-filled',
    label: 'Join us: switch role on a filled form',
    path: '/joinus',
    kind: 'tap',
    prepare: async (page) => {
      await fillDsa(dsaForm(page), 'meera.joshi@example.com');
      await fillAddress(dsaForm(page));
      await inView(page.getByRole('radio', { name: 'Distributor' }));
    },
    perform: tap(
      (page) => page.getByRole('radio', { name: 'Distributor' }),
      visible(distributorForm),
    ),
  },
  {
    id: 'submit-errors',
    label: 'Join us: submit with errors',
    path: '/joinus',
    kind: 'tap',
    prepare: (page) => inView(button('Submit Registration')(page)),
    perform: tap(button('Submit Registration'), (page) =>
      dsaForm(page).locator('[aria-invalid="true"]').first().waitFor(),
    ),
  },
  {
    id: 'file',
    label: 'DSA: a document chosen (small PDF; frame clock)',
    path: '/joinus',
    kind: 'tap',
    perform: async (page, measure) => {
      const file = paddedPdf('pan-card.pdf', 40_000);
      await measure(
        async () => {
          await dsaForm(page).locator('input[name="panCard"]').setInputFiles(file);
          await dsaForm(page)
            .getByText(/^Selected file: pan-card\.pdf/)
            .waitFor();
        },
        { frameClockFrom: 'change' },
      );
    },
  },
  {
    id: 'contact-typing',
    label: 'contact form: type a name (worst key)',
    path: '/contact',
    kind: 'key',
    ...typeWord((page) => textbox(page.getByRole('main'), 'Name')),
  },
  {
    id: 'dsa-typing',
    label: 'DSA form: type a name (worst key)',
    path: '/joinus',
    kind: 'key',
    ...typeWord((page) => textbox(dsaForm(page), 'Full Name')),
  },
  {
    id: 'hiring-typing',
    label: 'hiring form: type a name (worst key)',
    path: '/form',
    kind: 'key',
    ...typeWord((page) => textbox(page.getByRole('main'), 'Full Name')),
  },
  {
    id: 'video',
    label: 'open a Support video',
    path: '/support',
    kind: 'tap',
    perform: tap(
      button(/^Watch: /),
      visible((page) => page.getByRole('dialog')),
    ),
  },
  {
    id: 'event-overlay',
    label: 'event photo: open the overlay',
    path: `/events/${events[0]?._id ?? ''}`,
    kind: 'tap',
    prepare: (page) => inView(button(/^View larger: /)(page)),
    perform: tap(
      button(/^View larger: /),
      visible((page) => page.getByRole('dialog')),
    ),
  },
  {
    id: 'hero',
    label: 'hero arrows (next, then previous)',
    path: '/',
    kind: 'tap',
    perform: async (page, measure) => {
      await step(button('Show next image'), heroPosition)(page, measure);
      await step(button('Show previous image'), heroPosition)(page, measure);
    },
  },
  {
    id: 'slides',
    label: 'Featured solutions: next slide',
    path: '/',
    kind: 'tap',
    // The slides in view, as a visitor has them when stepping on: with only their top in view,
    // the frame after the tap was now and then not drawn (docs/performance.md, Interactions).
    prepare: (page) => inView(page.getByRole('list', { name: 'Featured solutions' })),
    perform: step(button('Next slide'), featureSlides),
  },
  {
    id: 'partners',
    label: 'partner logos: pause button',
    path: '/',
    kind: 'tap',
    prepare: (page) => inView(partners(page)),
    perform: tap(
      (page) => partners(page).getByRole('button', { name: 'Pause automatic scrolling' }),
      visible((page) => partners(page).getByRole('button', { name: 'Resume automatic scrolling' })),
    ),
  },
  {
    id: 'solutions',
    label: 'Solutions row: next',
    path: '/solution',
    kind: 'tap',
    prepare: (page) => inView(button('Show next solutions')(page)),
    perform: step(button('Show next solutions'), solutionCards),
  },
  ...floorRows(FLOOR_PREFIX, 'floor', FLOOR_PATH),
  ...floorRows(CARD_FLOOR_PREFIX, 'card floor', CARD_FLOOR_PATH),
];

/** The floor's key press: the yardstick of every `key` row. */
export const FLOOR_KEY_ID = 'floor-key';

/** The floor's menu: the yardstick of every tap but those with a `floorMatch` of their own. */
export const FLOOR_MENU_ID = 'floor-menu';

/** The card floor's row matching a floor row (`floor-menu` → `card-menu`). */
export function cardRowOf(floorId: string): string {
  return floorId.replace(`${FLOOR_PREFIX}-`, `${CARD_FLOOR_PREFIX}-`);
}
