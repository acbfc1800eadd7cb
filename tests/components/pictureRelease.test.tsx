/**
 * The pictures that wait for the app (src/components/pictureRelease.ts) get their files a few
 * per commit once it runs, in the document's order, so that no one commit of the app's start
 * inserts every picture's sources at once (D49): at most ELEMENTS_PER_COMMIT sources and
 * images' files in a commit. React's own scheduling, as in the browser:
 * act() would run every render at once.
 */
import { Profiler, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { AppRunningProvider } from '@/app/AppRunning';
import { ELEMENTS_PER_COMMIT } from '@/components/pictureRelease';
import { RemoteImage } from '@/components/RemoteImage';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { ImageAsset } from '@/generated/images';

const photo: ImageAsset = {
  src: '/images/entry-lane-960.webp',
  width: 960,
  height: 720,
  sources: [
    { type: 'image/avif', srcSet: '/images/entry-lane-960.avif 960w' },
    { type: 'image/webp', srcSet: '/images/entry-lane-960.webp 960w' },
  ],
};

const WAITING = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Six of the site's own pictures (three elements each), then three of the server's (one). */
function Page({ without = [] }: { without?: readonly string[] }) {
  return (
    <AppRunningProvider hydrating>
      <ResponsiveImage image={photo} alt="main" priority="main" />
      {WAITING.map((alt, at) =>
        without.includes(alt) ? null : at < 6 ? (
          <ResponsiveImage key={alt} image={photo} alt={alt} />
        ) : (
          <RemoteImage key={alt} src={`/uploads/${alt}.jpg`} alt={alt} priority="later" />
        ),
      )}
    </AppRunningProvider>
  );
}

describe('waiting pictures get their files a few per commit', () => {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
    .IS_REACT_ACT_ENVIRONMENT;
  let root: Root | undefined;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  afterEach(() => {
    root?.unmount();
    document.body.replaceChildren();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
      actEnvironment;
  });

  /**
   * Hydrates the page; gives, for each commit, the pictures that had a file by then. With
   * `leaving`, those pictures leave the page right after the app starts running, while the
   * first is being released and the others wait their turn.
   */
  async function hydrateAndWatch(
    leaving: readonly string[] = [],
  ): Promise<{ seen: string[][]; added: number[] }> {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const withFiles = () =>
      Array.from(container.querySelectorAll('img[src]'), (img) => img.getAttribute('alt') ?? '');
    const elements = () =>
      container.querySelectorAll('img[src]').length + container.querySelectorAll('source').length;
    expect(withFiles()).toEqual(['main']);
    const seen: string[][] = [];
    const counts: number[] = [];
    const page = (without: readonly string[]) => (
      <Profiler
        id="page"
        onRender={() => {
          seen.push(withFiles());
          counts.push(elements());
          // The second commit is the app's start (the first, hydration's).
          if (seen.length === 2 && leaving.length > 0) {
            queueMicrotask(() => root?.render(page(leaving)));
          }
        }}
      >
        <Page without={without} />
      </Profiler>
    );
    startTransition(() => {
      root = hydrateRoot(container, page([]));
    });
    await waitFor(() => expect(withFiles()).toHaveLength(WAITING.length + 1 - leaving.length));
    expect(container.querySelector('noscript')).toBeNull();
    return { seen, added: counts.map((count, at) => count - (counts[at - 1] ?? count)) };
  }

  it('gives at most ELEMENTS_PER_COMMIT elements their files in a commit, in order', async () => {
    const { seen, added } = await hydrateAndWatch();

    expect(Math.max(...added)).toBeLessThanOrEqual(ELEMENTS_PER_COMMIT);
    // 6 × 3 + 3 × 1 elements: three commits at least.
    expect(added.filter((count) => count > 0).length).toBeGreaterThanOrEqual(
      Math.ceil((6 * 3 + 3) / ELEMENTS_PER_COMMIT),
    );
    // The hydrating render gives none; then the document's order, the server's pictures too.
    expect(seen[0]).toEqual(['main']);
    const order = ['main', ...WAITING];
    for (const now of seen) expect(now).toEqual(order.slice(0, now.length));
    expect(seen.at(-1)).toEqual(order);
  });

  it('lets pictures that leave the page, in their turn or before it, hold up no other', async () => {
    const { seen } = await hydrateAndWatch(['one', 'six']);

    expect(seen.at(-1)).toEqual([
      'main',
      ...WAITING.filter((alt) => !['one', 'six'].includes(alt)),
    ]);
  });
});
