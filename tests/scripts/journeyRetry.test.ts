/**
 * The engines' journeys (tests/e2e/engines/driver/tab.ts, `runInTab`): a journey whose page load
 * the engine does not answer at all is the browser's failure, run once more in a new tab; any
 * other failure, a check's above all, is the journey's, and is never run again.
 */
import type { EngineTab } from '../e2e/engines/driver/engine';
import { EngineStalled, runInTab, Tab } from '../e2e/engines/driver/tab';

const site = { baseUrl: 'http://127.0.0.1:9', running: 'true', failure: 'null' };

/** A driver's time-out, named as selenium, Playwright and Puppeteer name theirs. */
function timeout(): Error {
  const error = new Error('Timed out receiving message from renderer: 60.000');
  error.name = 'TimeoutError';
  return error;
}

/**
 * A tab of an engine that loads a page, or fails as `goto` says, and sees a page that has
 * started, asks for nothing more and reported no error.
 */
function fakeTab(goto: () => Promise<void>, closed: string[], name: string): Tab {
  const evaluate = (expression: string) =>
    Promise.resolve(
      expression.startsWith('Boolean(')
        ? true
        : expression === site.failure
          ? null
          : expression.includes('getEntriesByType')
            ? 0
            : [],
    );
  const engine = {
    goto,
    evaluate,
    reportedErrors: () => [],
    close: () => {
      closed.push(name);
      return Promise.resolve();
    },
  };
  return new Tab(engine as unknown as EngineTab, site);
}

describe('a journey in a tab', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('runs once more in a new tab when the engine did not answer its page load', async () => {
    const closed: string[] = [];
    const loads = [() => Promise.reject(timeout()), () => Promise.resolve()];
    let opened = 0;
    const visited: string[] = [];
    await runInTab(
      () => {
        opened += 1;
        const load = loads.shift() ?? (() => Promise.resolve());
        return Promise.resolve(fakeTab(load, closed, `tab ${String(opened)}`));
      },
      async (tab) => {
        await tab.goto('/hi/truck');
        visited.push('/hi/truck');
      },
      'webkit',
    );
    expect(opened).toBe(2);
    expect(visited).toEqual(['/hi/truck']);
    expect(closed).toEqual(['tab 1', 'tab 2']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('/hi/truck: the engine did not answer the page load'),
    );
  });

  it('fails, once, when the new tab’s page load is not answered either', async () => {
    const closed: string[] = [];
    let opened = 0;
    const run = runInTab(
      () => {
        opened += 1;
        return Promise.resolve(fakeTab(() => Promise.reject(timeout()), closed, 'tab'));
      },
      (tab) => tab.goto('/hi/truck'),
      'webkit',
    );
    await expect(run).rejects.toBeInstanceOf(EngineStalled);
    expect(opened).toBe(2);
    expect(closed).toHaveLength(2);
  });

  it('runs a journey that failed a check, or an engine error that is no time-out, once', async () => {
    for (const failure of [new Error('expected the heading'), new Error('no such window')]) {
      const closed: string[] = [];
      let opened = 0;
      const run = runInTab(
        () => {
          opened += 1;
          return Promise.resolve(fakeTab(() => Promise.resolve(), closed, 'tab'));
        },
        async (tab) => {
          await tab.goto('/');
          throw failure;
        },
        'webkit',
      );
      await expect(run).rejects.toBe(failure);
      expect(opened).toBe(1);
      expect(closed).toEqual(['tab']);
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
