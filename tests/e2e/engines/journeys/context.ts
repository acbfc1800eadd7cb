/**
 * The engine and server a journey run is for (tests/e2e/engines/run.ts passes them), the one
 * browser of the run, and `withTab`: a fresh tab that must end without an error the engine or
 * the in-page recorder saw.
 */
import assert from 'node:assert/strict';
import { PENDING_CLASS } from '@/app/prerendered';
import { START_FAILURE_CLASS } from '@/app/startFailure';
import { APP_RUNNING_ATTRIBUTE } from '@/lib/prefetchMarks';
import type { RecordedLead } from '@/mocks/handlers/leads';
import { BASE_URL, recordedLeads } from '../../support';
import { isEngineName, type EngineBrowser, type EngineName, type Viewport } from '../driver/engine';
import { launchEngine } from '../driver/launch';
import { pageCall } from '../driver/inPage';
import { runInTab, Tab, type Site } from '../driver/tab';

const engineName = process.env.E2E_ENGINE ?? 'chromium';
if (!isEngineName(engineName)) throw new Error(`E2E_ENGINE: no engine "${engineName}"`);
export const ENGINE: EngineName = engineName;

/** How many journeys run at once, each in a tab of its own (WebKit: a browser of its own). */
export const TABS = Number(process.env.E2E_ENGINE_TABS ?? 2);

/** A phone's viewport (the mobile menu's journey). */
export const PHONE: Viewport = { width: 390, height: 844 };

/**
 * The app runs: the page is shown (the boot script's pending class is gone, D31) and React has
 * rendered past hydration (useAppRunning marks the document then).
 */
function appRunning(marks: { pending: string; running: string }): boolean {
  const html = document.documentElement;
  return !html.classList.contains(marks.pending) && html.hasAttribute(marks.running);
}

/** The start-failure screen's text (D7, D8), or null. */
function startFailure(screenClass: string): string | null {
  const screen = document.querySelector<HTMLElement>(`.${screenClass}`);
  return screen ? screen.innerText.replace(/\s+/g, ' ').trim() : null;
}

const SITE: Site = {
  baseUrl: BASE_URL,
  running: pageCall(appRunning, { pending: PENDING_CLASS, running: APP_RUNNING_ATTRIBUTE }),
  failure: pageCall(startFailure, START_FAILURE_CLASS),
};

let browserPromise: Promise<EngineBrowser> | undefined;

export function browser(): Promise<EngineBrowser> {
  browserPromise ??= launchEngine(ENGINE);
  return browserPromise;
}

export async function closeBrowser(): Promise<void> {
  if (browserPromise) await (await browserPromise).close();
  browserPromise = undefined;
}

/** Runs `journey` in a fresh tab; then no error may have been seen on any of its pages. */
export function withTab(journey: (tab: Tab) => Promise<void>, viewport?: Viewport): Promise<void> {
  return runInTab(async () => Tab.open(await browser(), SITE, viewport), journey, ENGINE);
}

/** Distinguishes this run's leads (one engine, one server) from any other in the mock backend. */
export const RUN = `${ENGINE}.${Date.now().toString(36)}`;

/** The one lead this run sent to `path` from `email`, as the mock backend recorded it. */
export async function leadFrom(path: string, email: string): Promise<RecordedLead> {
  const leads = (await recordedLeads()).filter(
    (lead) => lead.path === path && lead.fields.email === email,
  );
  assert.equal(leads.length, 1, `exactly one lead to ${path} from ${email}`);
  return leads[0] as RecordedLead;
}
