/**
 * The app's running (src/app/AppRunning.tsx): what only the running app needs (the waiting
 * pictures' files, the Solutions row's cards per view on a phone) comes in a render of its own,
 * after the task that ends hydration, so that the browser can answer a tap in between (D46).
 * Timed against a microtask queued by an effect of the hydrating render: a render React does
 * at once, in that task, comes before it; a render of its own comes after it.
 */
import { startTransition, useEffect, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { AppRunningProvider } from '@/app/AppRunning';
import { useAppRunning } from '@/hooks/useAppRunning';
import { useCardsPerView } from '@/features/solutions/useCardsPerView';

function Reader({ log }: { log: string[] }) {
  const running = useAppRunning();
  const perView = useCardsPerView();
  useLayoutEffect(() => {
    log.push(`running ${String(running)}, ${String(perView)} per view`);
  }, [log, running, perView]);
  return <p>{running ? 'running' : 'prerendered'}</p>;
}

/** Marks the end of the task in which the hydrating render's effects ran. */
function EndOfEffectsTask({ log }: { log: string[] }) {
  useEffect(() => {
    queueMicrotask(() => log.push('end of the effects task'));
  }, [log]);
  return null;
}

const page = (log: string[]) => (
  <AppRunningProvider hydrating>
    <EndOfEffectsTask log={log} />
    <Reader log={log} />
  </AppRunningProvider>
);

describe('the app starts running after hydration', () => {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
    .IS_REACT_ACT_ENVIRONMENT;
  const matchMedia = window.matchMedia;
  let root: Root | undefined;

  beforeEach(() => {
    // React's own scheduling, as in the browser: act() would run every render at once.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    // A phone: one card per view (useCardsPerView's first query matches).
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });

  afterEach(() => {
    root?.unmount();
    window.matchMedia = matchMedia;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
      actEnvironment;
  });

  it('renders what the running app needs in a render of its own, after hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page([]));
    document.body.append(container);
    expect(container).toHaveTextContent('prerendered');
    const log: string[] = [];

    startTransition(() => {
      root = hydrateRoot(container, page(log));
    });

    await waitFor(() => expect(container).toHaveTextContent('running'));
    expect(log).toEqual([
      'running false, 3 per view',
      'end of the effects task',
      'running true, 1 per view',
    ]);
    container.remove();
  });
});
