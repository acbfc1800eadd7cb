/**
 * The engines' journeys close each tab once the journey has passed or failed
 * (tests/e2e/engines/driver/tab.ts). A browser that cannot close a tab must not turn a passing
 * journey into a failure, nor hide a failing journey's own error behind its own.
 */
import type { EngineTab } from '../e2e/engines/driver/engine';
import { Tab } from '../e2e/engines/driver/tab';

const site = { baseUrl: 'http://127.0.0.1:9', running: 'true', failure: 'null' };

/** A tab of which only closing is used. */
const tabClosing = (close: () => Promise<void>) => new Tab({ close } as unknown as EngineTab, site);

describe('closing a journey’s tab', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    jest.useRealTimers();
  });

  it('closes the engine’s tab, saying nothing', async () => {
    const close = jest.fn(() => Promise.resolve());
    await tabClosing(close).close();
    expect(close).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns, and does not fail, when the browser refuses to close it', async () => {
    const discarded = new Error('no such frame (DiscardedBrowsingContextError)');
    await expect(tabClosing(() => Promise.reject(discarded)).close()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('DiscardedBrowsingContextError'));
  });

  it('gives up after a minute when the browser does not answer', async () => {
    jest.useFakeTimers();
    let closed = false;
    const closing = tabClosing(() => new Promise<never>(() => undefined))
      .close()
      .then(() => (closed = true));
    await jest.advanceTimersByTimeAsync(59_999);
    expect(closed).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await closing;
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('closing the tab: no answer within 60000 ms'),
    );
  });
});
