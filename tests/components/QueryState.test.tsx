import { screen, within } from '@testing-library/react';
import { supportVideos } from '@/mocks/fixtures/support';
import {
  FakeIntersectionObserver,
  installIntersectionObserver,
  removeIntersectionObserver,
} from '../utils/intersectionObserver';
import { renderRoute } from '../utils/renderWithProviders';
import { holdAnswers } from '../utils/requests';

const title = supportVideos[0]?.supportVideoHeading ?? '';
const VIDEOS = '/support/getAll';
/** Where the browser's layout puts the region: 300 px down the first screen. */
const REGION_TOP = 300;

/** Opens `/support` with its answer held until `release` (the mock backend then gives it). */
async function openSupportWithHeldAnswer() {
  const { release } = holdAnswers(VIDEOS);
  await renderRoute('/support');
  const loading = await within(screen.getByRole('main')).findByText(
    'Loading...',
    {},
    { timeout: 5000 },
  );
  const content = async () => {
    release();
    return screen.findByRole('button', { name: `Watch: ${title}` }, { timeout: 5000 });
  };
  return { loading, content };
}

/** Whether some observer watches a region that holds `element`. */
function isObserved(element: Element): boolean {
  return FakeIntersectionObserver.observed().some((region) => region.contains(element));
}

/** The region an observer watches that holds `element`. */
function observedRegionOf(element: Element): Element {
  const region = FakeIntersectionObserver.observed().find((each) => each.contains(element));
  if (!region) throw new Error('no observer watches a region around the element');
  return region;
}

/** The browser's first report of `region`, from the layout of the frame after it showed. */
function reportLayout(region: Element) {
  FakeIntersectionObserver.report(region, {
    boundingClientRect: { top: REGION_TOP } as DOMRectReadOnly,
  });
}

// The data region of a page whose content the build fetches (/support in the plain build):
// the floor it keeps, and what measuring it costs the main thread (docs/performance.md, "A
// fetched page's content").
describe('the data region of a page whose content arrives', () => {
  const floor = `${String(window.innerHeight - REGION_TOP)}px`;
  const layoutReads: Element[] = [];

  beforeEach(() => {
    installIntersectionObserver();
    layoutReads.length = 0;
    const measure = HTMLElement.prototype.getBoundingClientRect;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      layoutReads.push(this);
      return measure.call(this);
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    removeIntersectionObserver();
  });

  it("reaches the first screen's end from the browser's layout, once, and never reads it itself", async () => {
    const { loading, content } = await openSupportWithHeldAnswer();
    const region = observedRegionOf(loading);
    reportLayout(region);
    expect(region).toHaveStyle({ minHeight: floor });
    expect(FakeIntersectionObserver.observed()).toEqual([]);

    const watch = await content();
    expect(watch.closest('[style]')).toHaveStyle({ minHeight: floor });
    // Not measured again when the content takes the region's place.
    expect(isObserved(watch)).toBe(false);
    expect(layoutReads.filter((element) => element.contains(watch) || element === region)).toEqual(
      [],
    );
  });

  it('measures the content in its place when it comes before the first report', async () => {
    const { loading, content } = await openSupportWithHeldAnswer();
    expect(isObserved(loading)).toBe(true);
    const watch = await content();
    expect(isObserved(loading)).toBe(false);
    const region = observedRegionOf(watch);
    reportLayout(region);
    expect(region).toHaveStyle({ minHeight: floor });
  });
});
