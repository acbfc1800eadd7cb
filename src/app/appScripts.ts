/**
 * When the app's scripts run. The HTML names them in `<meta name="app-script">` tags
 * (scripts/build/appScriptNames.cjs) and the boot script requests them only once the
 * prerendered page and its main image have painted. Deferred scripts run as soon as the body is
 * parsed, before the browser paints it, and ~150 KB of them downloading beside the main image
 * slows that too: the page's largest paint then waits for all the code. Content first, then
 * code; until the app has started, links work as plain links.
 */
import { MAIN_IMAGE_TIMING } from '@/lib/mainImage';
import { PENDING_CLASS } from './prerendered';

export const APP_SCRIPT_NAME = 'app-script';

/**
 * Longest wait for the page's main image before the app starts anyway: on a slow network the
 * page must become interactive even if the image is still on its way.
 */
export const MAX_IMAGE_WAIT_MS = 1500;

/**
 * Requests the translation files the app will load first (`urls`), beside its scripts: the app
 * needs them to render, so they must not wait until its code has run, but requested with the
 * page they would compete with its main image for the connection.
 */
export function preloadTranslations(doc: Document, urls: readonly string[]): void {
  for (const url of urls) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch'); // not every DOM reflects `as` as a property
    link.href = url;
    // What the i18n backend's fetch sends, or the browser would not reuse the preload.
    link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
}

/**
 * Adds a <script> per named script, in document order (vendor files before the app). A script
 * that fails to load calls `failed` with its address; so does an app that has not rendered
 * (the page is still hidden) `safetyMs` after the last script arrived (D7, D8: never a blank
 * page).
 */
export function runAppScripts(
  doc: Document,
  failed: (detail: string) => void,
  safetyMs: number,
): void {
  const metas = doc.querySelectorAll<HTMLMetaElement>(`meta[name="${APP_SCRIPT_NAME}"]`);
  metas.forEach((meta, index) => {
    const script = doc.createElement('script');
    script.src = meta.content;
    // Dynamic scripts run in arrival order unless told otherwise; webpack's runtime needs its
    // vendor chunks registered before the entry starts.
    script.async = false;
    script.onerror = () => failed(`${meta.content} could not be loaded`);
    if (index === metas.length - 1) {
      script.onload = () =>
        setTimeout(() => {
          if (doc.documentElement.classList.contains(PENDING_CLASS))
            failed('The app did not start');
        }, safetyMs);
    }
    doc.head.append(script);
  });
}

type PaintEntry = PerformanceEntry & { identifier?: string };

/**
 * Calls `start` once, after the first paint that holds the prerendered page and its main
 * image. HTML that is hidden (D31, D32) has nothing worth painting first, and a hidden tab
 * paints nothing at all: both start at once.
 */
export function afterPagePaint(win: Window, showsPrerendered: boolean, start: () => void): void {
  const doc = win.document;
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  // Without paint reports: the frame after next, by when the frame that first held the
  // content has usually reached the screen (one frame on, it is committed, not yet shown).
  const afterNextPaint = () =>
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(startOnce, 0)));
  const whenParsed = () => {
    if (!showsPrerendered || doc.visibilityState === 'hidden') {
      startOnce();
      return;
    }
    win.setTimeout(startOnce, MAX_IMAGE_WAIT_MS);
    const image = doc.querySelector<HTMLImageElement>(`[elementtiming="${MAIN_IMAGE_TIMING}"]`);
    image?.addEventListener('error', startOnce);
    // The browser reports when a frame is on screen, not only committed (a slow frame can get
    // there after the next two have begun): Element Timing for the main image (Chromium),
    // Paint Timing for the first content of a page without one.
    const type = image ? 'element' : 'paint';
    if ('PerformanceObserver' in win && PerformanceObserver.supportedEntryTypes.includes(type)) {
      const observer = new PerformanceObserver((list) => {
        const painted = list
          .getEntries()
          .some((entry: PaintEntry) =>
            image
              ? entry.identifier === MAIN_IMAGE_TIMING
              : entry.name === 'first-contentful-paint',
          );
        if (!painted) return;
        observer.disconnect();
        startOnce();
      });
      observer.observe({ type, buffered: true });
    } else if (image && !image.complete) {
      image.addEventListener('load', afterNextPaint);
    } else {
      afterNextPaint();
    }
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
}
