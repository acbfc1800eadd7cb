import { screen, within } from '@testing-library/react';
import { supportVideos } from '@/mocks/fixtures/support';
import { renderRoute } from '../utils/renderWithProviders';

const title = supportVideos[0]?.supportVideoHeading ?? '';
const watchButton = () =>
  screen.findByRole('button', { name: `Watch: ${title}` }, { timeout: 5000 });

// The data region of a page whose content the build fetches (/support in the plain build):
// what its answer's arrival costs the main thread (docs/performance.md, "The app's start").
describe('the data region when its answer arrives', () => {
  afterEach(() => jest.restoreAllMocks());

  it("reads its place on the page for 'Loading...' only, not again for the content", async () => {
    const read: Element[] = [];
    const measure = HTMLElement.prototype.getBoundingClientRect;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      read.push(this);
      return measure.call(this);
    });
    await renderRoute('/support');
    const loading = await within(screen.getByRole('main')).findByText(
      'Loading...',
      {},
      { timeout: 5000 },
    );
    const watch = await watchButton();
    const regions = read.filter((element) => element.contains(loading) || element.contains(watch));
    expect(regions).toHaveLength(1);
    expect(regions[0]).toContainElement(loading);
  });
});
