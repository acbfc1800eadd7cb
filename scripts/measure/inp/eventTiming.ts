/**
 * Event Timing, as INP reads it (D46): every event entry of 16 ms or more is kept from the
 * page's start (a `PerformanceObserver` of type `event`, `durationThreshold: 16`, buffered);
 * an interaction is the entries that share an `interactionId` (a tap's pointerdown, pointerup
 * and click; a key's keydown and keyup), and its latency is the longest of them: from the
 * input's time stamp to the paint after its handlers.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** One entry, as the page reports it. */
export interface TimedEvent {
  name: string;
  /** 0 for an event that belongs to no interaction (a file chooser's `input`). */
  interactionId: number;
  startTime: number;
  duration: number;
  /** When its handlers began and ended, on the page's clock. */
  processingStart: number;
  processingEnd: number;
}

/** Entries under this are not reported: the smallest threshold the API allows. */
export const DURATION_THRESHOLD_MS = 16;

const STORE = '__benchEventTiming';

/**
 * Installed in every document before its own scripts. A string, not a function: tsx would wrap
 * a function's inner names in a helper the page lacks.
 */
const RECORDER = `(() => {
  const kept = [];
  const keep = (entries) => {
    for (const entry of entries) {
      kept.push({
        name: entry.name,
        interactionId: entry.interactionId || 0,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: ${String(DURATION_THRESHOLD_MS)}, buffered: true });
  window.${STORE} = { kept, flush: () => keep(observer.takeRecords()) };
})()`;

export async function recordEventTiming(context: BrowserContext): Promise<void> {
  await context.addInitScript(RECORDER);
}

/** The page's clock now: entries that start from here on belong to what comes next. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * Resolves once the page is idle (`requestIdleCallback`, at most 10 s): whatever a preparation,
 * a slowdown or Playwright's own frames left queued runs before the next input, as a finger
 * lands on a page being read.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })),
  );
}

/**
 * How long to wait for the entry of an interaction's work event (a tap's `click`, a key's
 * `keydown`) before taking the entries as they are: an event under 16 ms reports none.
 */
const ENTRY_WAIT_MS = 2_000;

/**
 * The entries that started at or after `since`, once the browser has reported them. Entries
 * are queued when the frame after the event has been presented, which can be a frame or two
 * after the state the bench waited for: this waits until an entry named `awaited` has come (or
 * ENTRY_WAIT_MS have passed without one), then until no entry has come for three animation
 * frames in a row. Waiting for quiet frames alone took a tap's pointer entries for the whole
 * tap when its click's entry came later (`/`'s Featured solutions, 2026-11-29).
 */
export async function entriesSince(
  page: Page,
  since: number,
  awaited: string,
): Promise<TimedEvent[]> {
  return page.evaluate<TimedEvent[]>(`new Promise((resolve) => {
    const store = window.${STORE};
    const since = ${String(since)};
    const until = performance.now() + ${String(ENTRY_WAIT_MS)};
    const mine = () => store.kept.filter((entry) => entry.startTime >= since);
    let quietFrames = 0;
    let seen = -1;
    const look = () => {
      store.flush();
      const count = store.kept.length;
      quietFrames = count === seen ? quietFrames + 1 : 0;
      seen = count;
      const waiting =
        performance.now() < until && !mine().some((entry) => entry.name === ${JSON.stringify(awaited)});
      if (!waiting && quietFrames >= 3) resolve(mine());
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })`);
}

/**
 * Where an interaction's time went, as INP's attribution splits it: from the input to its first
 * handler (a task in the way), its handlers, and from them to the paint (style, layout, paint
 * and the frame), in ms. Entries are rounded to 8 ms and their processing times are not, so the
 * last phase can be a few ms off.
 */
export interface Phases {
  inputDelay: number;
  processing: number;
  presentation: number;
}

/** One interaction: its id and latency, its longest entry's duration. */
export interface InteractionLatency {
  interactionId: number;
  latency: number;
  /** The event whose entry was the longest (`pointerup`, `click`, `keydown`…). */
  event: string;
  phases: Phases;
}

/**
 * The phases of the frame that ended `longest`: the handlers of every entry of the interaction
 * presented in that frame (a tap's pointerup and click often share it) count as processing.
 */
function phasesOf(longest: TimedEvent, sameInteraction: readonly TimedEvent[]): Phases {
  const end = longest.startTime + longest.duration;
  const inFrame = sameInteraction.filter((entry) => entry.startTime + entry.duration === end);
  const handlersStart = Math.min(...inFrame.map((entry) => entry.processingStart));
  const handlersEnd = Math.max(...inFrame.map((entry) => entry.processingEnd));
  return {
    inputDelay: Math.round(handlersStart - longest.startTime),
    processing: Math.round(handlersEnd - handlersStart),
    presentation: Math.max(0, Math.round(end - handlersEnd)),
  };
}

/**
 * The interactions among `entries`, by `interactionId`, each with its longest entry's duration
 * (INP's latency of an interaction). Entries outside any interaction (a `mouseover` the tap
 * caused) are not INP's, and are left out.
 */
export function interactionsOf(entries: readonly TimedEvent[]): InteractionLatency[] {
  const byId = new Map<number, TimedEvent[]>();
  for (const entry of entries) {
    if (entry.interactionId === 0) continue;
    byId.set(entry.interactionId, [...(byId.get(entry.interactionId) ?? []), entry]);
  }
  return [...byId].map(([interactionId, own]) => {
    const longest = own.reduce((kept, entry) => (entry.duration > kept.duration ? entry : kept));
    return {
      interactionId,
      latency: longest.duration,
      event: longest.name,
      phases: phasesOf(longest, own),
    };
  });
}

/** The slowest of `interactions`, or undefined when none took 16 ms or more. */
export function slowest(
  interactions: readonly InteractionLatency[],
): InteractionLatency | undefined {
  return interactions.reduce<InteractionLatency | undefined>(
    (kept, one) => (kept && kept.latency >= one.latency ? kept : one),
    undefined,
  );
}

/** The longest latency of `interactions`; 0 when none took 16 ms or more. */
export function longestLatency(interactions: readonly InteractionLatency[]): number {
  return slowest(interactions)?.latency ?? 0;
}

const FRAME_CLOCK = '__benchFrameClock';

/**
 * For an event the browser reports no Event Timing for (a file chosen in its dialog: the
 * `change` event comes from the browser, not from input): from the next `eventType` event's
 * time stamp to the end of the frame after its handlers (a message posted from that frame's
 * animation callback runs after its style, layout and paint), as Event Timing would count it.
 * Returns what reads the time once the event has come.
 */
export async function armFrameClock(page: Page, eventType: string): Promise<() => Promise<number>> {
  // `void`: evaluating the promise itself would wait for the event.
  await page.evaluate(`void (window.${FRAME_CLOCK} = new Promise((resolve) => {
    document.addEventListener(${JSON.stringify(eventType)}, (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(Math.round(performance.now() - start));
        channel.port2.postMessage(null);
      });
    }, { capture: true, once: true });
  }))`);
  return () => page.evaluate<number>(`window.${FRAME_CLOCK}`);
}
