/**
 * The thin interface each browser engine implements with its own protocol (D45): Chromium with
 * playwright-core (DevTools protocol), Firefox with puppeteer-core (WebDriver BiDi), WebKitGTK
 * with selenium-webdriver (classic W3C WebDriver). Elements are named by a JavaScript expression
 * evaluated in the page (inPage.ts builds them), so the journeys find them the same way in all
 * three; each engine then acts on the element with its own input events.
 */

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

export function isEngineName(value: string): value is EngineName {
  return (ENGINES as readonly string[]).includes(value);
}

export type Key = 'Escape' | 'Enter' | 'Tab';

export interface Viewport {
  width: number;
  height: number;
}

/** One page in a fresh profile: its own storage, cookies and session storage. */
export interface EngineTab {
  /** Loads `url` and resolves once its load event has fired. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The value of an expression in the page, a promise's value once it settles. */
  evaluate<T>(expression: string): Promise<T>;
  /** Clicks the element `element` (an expression) yields, with the engine's own input events. */
  click(element: string): Promise<void>;
  /** Moves the pointer over the element. */
  hover(element: string): Promise<void>;
  /** Focuses the element and types `text` key by key. */
  type(element: string, text: string): Promise<void>;
  /** Chooses files (absolute paths) in the file input. */
  chooseFiles(element: string, paths: readonly string[]): Promise<void>;
  press(key: Key): Promise<void>;
  setViewport(viewport: Viewport): Promise<void>;
  /** Console errors and uncaught errors the engine reported itself since the tab opened. */
  reportedErrors(): readonly string[];
  close(): Promise<void>;
}

/** What an engine's driver reports itself; the in-page recorder (inPage.ts) covers the rest. */
export interface Observes {
  /** Console messages and uncaught errors, from the document's first script on. */
  console: boolean;
}

export interface EngineBrowser {
  readonly name: EngineName;
  readonly observes: Observes;
  /** `recorder`: the expression that installs the in-page error recorder, for every document. */
  newTab(viewport: Viewport, recorder: string): Promise<EngineTab>;
  close(): Promise<void>;
}
