/**
 * What runs inside the page, the same in every engine: finding an element by its role and
 * accessible name (Playwright's `getByRole` exists in Chromium's driver only), and recording
 * the errors an engine's driver does not report itself. Each function here is sent to the page
 * as source text, so it must use nothing from outside its own body.
 */

/** The roles the journeys look for; `file` is the input of that type. */
export type Role =
  | 'alert'
  | 'article'
  | 'banner'
  | 'button'
  | 'combobox'
  | 'contentinfo'
  | 'dialog'
  | 'file'
  | 'form'
  | 'group'
  | 'heading'
  | 'link'
  | 'main'
  | 'navigation'
  | 'progressbar'
  | 'radio'
  | 'status'
  | 'textbox';

/** A name to match: the exact accessible name, or a pattern (sent as its source and flags). */
export type NameMatch = string | { pattern: string; flags: string };

export interface Query {
  role: Role;
  name?: NameMatch;
  /** Look only inside the first visible element this query finds. */
  within?: Query;
  /** Also elements that take no room on the page (a file input styled away). */
  includeHidden?: boolean;
}

export function nameMatch(name: string | RegExp): NameMatch {
  return typeof name === 'string' ? name : { pattern: name.source, flags: name.flags };
}

/**
 * The first element matching `query`, or null. Accessible names as browsers compute them for
 * the markup this site writes: aria-labelledby, aria-label, the labels of a form control, a
 * fieldset's legend, an image's alt, else the text inside, leaving out what is aria-hidden.
 */
export function findElement(query: Query): Element | null {
  const selectors: Record<Role, string> = {
    alert: '[role="alert"]',
    article: 'article, [role="article"]',
    banner: 'body > header, #root > header, [role="banner"]',
    button: 'button, [role="button"], input[type="submit"], input[type="button"], summary',
    combobox: 'select, [role="combobox"]',
    contentinfo: 'body > footer, #root > footer, [role="contentinfo"]',
    dialog: 'dialog[open], [role="dialog"]',
    file: 'input[type="file"]',
    form: 'form, [role="form"]',
    group: 'fieldset, [role="group"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    link: 'a[href], [role="link"]',
    main: 'main, [role="main"]',
    navigation: 'nav, [role="navigation"]',
    progressbar: 'progress, [role="progressbar"]',
    radio: 'input[type="radio"], [role="radio"]',
    status: '[role="status"], output',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], input[type="url"], textarea, [role="textbox"]',
  };
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return '';
    if (node instanceof HTMLImageElement) return node.alt;
    const label = node.getAttribute('aria-label');
    if (label) return ` ${label} `;
    return [...node.childNodes].map(textOf).join('');
  };
  const accessibleName = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id))
          .map((labelling) => (labelling ? textOf(labelling) : ''))
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return collapse(label);
    const labels = 'labels' in element ? (element.labels as NodeListOf<HTMLLabelElement>) : null;
    if (labels && labels.length > 0) return collapse([...labels].map(textOf).join(' '));
    const legend = element instanceof HTMLFieldSetElement ? element.querySelector('legend') : null;
    if (legend) return collapse(textOf(legend));
    if (element instanceof HTMLInputElement && ['submit', 'button'].includes(element.type)) {
      return collapse(element.value);
    }
    const isControl = ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
    return collapse(isControl ? (element.getAttribute('title') ?? '') : textOf(element));
  };
  const matches = (name: string, wanted: NameMatch | undefined) =>
    wanted === undefined ||
    (typeof wanted === 'string'
      ? name === wanted
      : new RegExp(wanted.pattern, wanted.flags).test(name));
  const shown = (element: Element) =>
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== 'hidden' &&
    element.closest('[inert]') === null;
  const search = (scope: ParentNode, wanted: Query): Element | null => {
    const candidates = [...scope.querySelectorAll(selectors[wanted.role])];
    return (
      candidates.find(
        (element) =>
          (wanted.includeHidden === true || shown(element)) &&
          matches(accessibleName(element), wanted.name),
      ) ?? null
    );
  };
  const scopes: Query[] = [];
  for (let at: Query | undefined = query; at; at = at.within) scopes.unshift(at);
  let scope: ParentNode | null = document;
  for (const step of scopes) scope = scope ? search(scope, step) : null;
  return scope instanceof Element ? scope : null;
}

/** Where recorded errors are kept on the page's window. */
export const RECORD = '__engineErrors';

/**
 * Records on the window what the engine's driver cannot report: Content-Security-Policy
 * violations in every engine, and where the driver has no console (WebKit's classic WebDriver),
 * uncaught errors, unhandled rejections and `console.error` calls. Installing twice is harmless.
 */
export function installErrorRecorder(options: { record: string; console: boolean }): void {
  const win = window as unknown as Record<string, unknown>;
  if (Array.isArray(win[options.record])) return;
  const recorded: string[] = [];
  win[options.record] = recorded;
  document.addEventListener('securitypolicyviolation', (event) => {
    recorded.push(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline resource'}`,
    );
  });
  if (!options.console) return;
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an image) fires `error` on the element, not as a script error.
    if (event.error !== undefined || event.message) recorded.push(`uncaught: ${event.message}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    recorded.push(
      `unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
  });
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    recorded.push(`console.error: ${args.map((arg) => String(arg)).join(' ')}`);
    consoleError(...args);
  };
}

/** The errors recorded on this page so far (empty where nothing was installed). */
export function recordedErrors(record: string): string[] {
  const value = (window as unknown as Record<string, unknown>)[record];
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * A call of one of these functions as an expression for the page: its source with the
 * arguments as JSON. tsx (esbuild's keepNames) wraps inner functions in a `__name` helper that
 * the page lacks, so the expression brings a stand-in.
 */
export function pageCall<A extends unknown[]>(fn: (...args: A) => unknown, ...args: A): string {
  return call(
    fn,
    args.map((arg) => JSON.stringify(arg)),
  );
}

/** The same with an element first: the one `element`, an expression, yields in the page. */
export function pageCallOn<A extends unknown[]>(
  fn: (element: Element, ...args: A) => unknown,
  element: string,
  ...args: A
): string {
  return call(fn, [element, ...args.map((arg) => JSON.stringify(arg))]);
}

function call(fn: (...args: never[]) => unknown, args: readonly string[]): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${args.join(', ')}); })()`;
}
