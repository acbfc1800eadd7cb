/** When the boot script starts the app: after the prerendered page and its main image painted. */
import {
  afterPagePaint,
  MAX_IMAGE_WAIT_MS,
  preloadTranslations,
  runAppScripts,
} from '@/app/appScripts';
import { MAIN_IMAGE_TIMING } from '@/lib/mainImage';

const MAIN_IMAGE = `<div id="root"><img elementtiming="${MAIN_IMAGE_TIMING}" src="/hero.avif"></div>`;

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
});

afterEach(() => {
  jest.useRealTimers();
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

describe('runAppScripts', () => {
  it('adds the listed scripts in document order, run in that order', () => {
    document.head.innerHTML = `
      <meta name="app-script" content="/js/react.1.js">
      <meta name="app-script" content="/js/libraries.2.js">
      <meta name="app-script" content="/js/main.3.js">`;
    runAppScripts(document, () => undefined, 10_000);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((script) => new URL(script.src).pathname)).toEqual([
      '/js/react.1.js',
      '/js/libraries.2.js',
      '/js/main.3.js',
    ]);
    expect(scripts.every((script) => !script.async)).toBe(true);
  });
});

describe('preloadTranslations', () => {
  it('asks for each translation as the i18n backend will fetch it', () => {
    preloadTranslations(document, ['/locales/en/translation.json']);
    const links = [...document.head.querySelectorAll('link')];
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('rel', 'preload');
    expect(links[0]).toHaveAttribute('as', 'fetch');
    expect(links[0]).toHaveAttribute('href', '/locales/en/translation.json');
    expect(links[0]).toHaveAttribute('crossorigin', 'anonymous');
  });
});

describe('afterPagePaint where the browser does not report paints', () => {
  afterEach(() => setVisibility('visible'));

  it('starts at once when the HTML is hidden: there is nothing to paint first', () => {
    const start = jest.fn();
    afterPagePaint(window, false, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    setVisibility('hidden');
    const start = jest.fn();
    afterPagePaint(window, true, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the frames after the page has been painted', () => {
    const start = jest.fn();
    afterPagePaint(window, true, start);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the main image, then starts once', () => {
    document.body.innerHTML = MAIN_IMAGE;
    const image = document.querySelector('img');
    Object.defineProperty(image, 'complete', { value: false });
    const start = jest.fn();
    afterPagePaint(window, true, start);
    jest.advanceTimersByTime(500);
    expect(start).not.toHaveBeenCalled();
    image?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(100);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(MAX_IMAGE_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when the main image is slow', () => {
    document.body.innerHTML = MAIN_IMAGE;
    Object.defineProperty(document.querySelector('img'), 'complete', { value: false });
    const start = jest.fn();
    afterPagePaint(window, true, start);
    jest.advanceTimersByTime(MAX_IMAGE_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

/**
 * A stand-in for the browser's PerformanceObserver with Paint and Element Timing: `report`
 * delivers entries to the observers of their type, as the browser does once a frame is on
 * screen.
 */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'element', 'largest-contentful-paint'];
  static observers: FakeObserver[] = [];
  type = '';
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
  observe({ type }: { type: string }) {
    this.type = type;
    FakeObserver.observers.push(this);
  }
  disconnect() {
    FakeObserver.observers = FakeObserver.observers.filter((observer) => observer !== this);
  }
  static report(type: string, entry: object) {
    for (const observer of FakeObserver.observers.filter((o) => o.type === type)) {
      observer.callback({ getEntries: () => [entry] });
    }
  }
}

describe('afterPagePaint where the browser reports paints', () => {
  beforeEach(() => {
    FakeObserver.observers = [];
    Object.assign(window, { PerformanceObserver: FakeObserver });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  it('starts once the first content is reported painted, not after a number of frames', () => {
    const start = jest.fn();
    afterPagePaint(window, true, start);
    jest.advanceTimersByTime(500);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.report('paint', { name: 'first-paint' });
    jest.advanceTimersByTime(10);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.report('paint', { name: 'first-contentful-paint' });
    jest.advanceTimersByTime(10);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the main image to be reported painted, loaded is not enough', () => {
    document.body.innerHTML = MAIN_IMAGE;
    const start = jest.fn();
    afterPagePaint(window, true, start);
    document.querySelector('img')?.dispatchEvent(new Event('load'));
    FakeObserver.report('paint', { name: 'first-contentful-paint' });
    jest.advanceTimersByTime(500);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.report('element', { name: 'image-paint', identifier: MAIN_IMAGE_TIMING });
    jest.advanceTimersByTime(10);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(MAX_IMAGE_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the main image fails, and anyway when no report comes', () => {
    document.body.innerHTML = MAIN_IMAGE;
    const failed = jest.fn();
    afterPagePaint(window, true, failed);
    document.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(failed).toHaveBeenCalledTimes(1);
    const unreported = jest.fn();
    afterPagePaint(window, true, unreported);
    jest.advanceTimersByTime(MAX_IMAGE_WAIT_MS);
    expect(unreported).toHaveBeenCalledTimes(1);
  });
});
