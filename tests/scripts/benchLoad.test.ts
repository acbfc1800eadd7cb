/**
 * `npm run bench` (D49): whose each task of a page load is, the longest of each owner in a run,
 * and the verdict on a route's medians beside the floor page's score.
 */
import {
  heldLoadVerdict,
  loadVerdict,
  longestTasks,
  oursOf,
  ownerOf,
  scriptName,
  type LoadTask,
} from '../../scripts/measure/loadVerdict';

const origin = 'https://localhost:40123';
const task = (
  url: string,
  duration: number,
  groups: LoadTask['groups'] = {},
  cpu = duration,
): LoadTask => ({ start: 1000, duration, cpu, url, groups });

describe('ownerOf (what counts as the site’s own scripts)', () => {
  it('gives the site’s /js/ files to us, its other URLs to a document, the rest to others', () => {
    expect(ownerOf(`${origin}/js/react.52fe6ddd.js`, origin)).toBe('ours');
    expect(ownerOf(`${origin}/js/870.21f9da.js`, origin)).toBe('ours');
    expect(ownerOf(`${origin}/solution`, origin)).toBe('document');
    expect(ownerOf(`${origin}/hi/`, origin)).toBe('document');
    expect(ownerOf('Unattributable', origin)).toBe('other');
    expect(ownerOf('Browser', origin)).toBe('other');
    expect(ownerOf('https://cdn.example.com/js/widget.js', origin)).toBe('other');
  });
});

describe('oursOf', () => {
  it('counts a script’s whole task, a document’s script time only, and nothing else', () => {
    const groups = { styleLayout: 30, scriptEvaluation: 25, scriptParseCompile: 10 };
    expect(oursOf(task(`${origin}/js/main.fb9a1d46.js`, 80, groups), origin)).toBe(80);
    expect(
      oursOf(
        task(`${origin}/faq`, 120, { parseHTML: 70, scriptEvaluation: 40, other: 10 }),
        origin,
      ),
    ).toBe(40);
    expect(oursOf(task(`${origin}/faq`, 90, { parseHTML: 60, styleLayout: 30 }), origin)).toBe(0);
    expect(oursOf(task('Unattributable', 300, groups), origin)).toBe(0);
  });

  it('reads the thread’s CPU time instead, a document’s script share kept', () => {
    const waited = task(`${origin}/js/libraries.a89a068b.js`, 680, {}, 42);
    expect(oursOf(waited, origin, 'cpu')).toBe(42);
    const parsed = task(`${origin}/faq`, 120, { parseHTML: 60, scriptEvaluation: 60 }, 40);
    expect(oursOf(parsed, origin, 'cpu')).toBe(20);
  });
});

describe('longestTasks', () => {
  it('keeps the longest of each owner, and names the script of the longest of ours', () => {
    // The CPU clock's longest may be another task than the wall clock's.
    expect(
      longestTasks(
        [
          task(`${origin}/js/react.52fe6ddd.js`, 160, {}, 12),
          task(`${origin}/js/main.fb9a1d46.js`, 90, {}, 30),
        ],
        origin,
      ),
    ).toMatchObject({ ours: 160, oursScript: 'react', oursCpu: 30 });
    const tasks = [
      task('Unattributable', 172),
      task(`${origin}/faq`, 349, { parseHTML: 86, scriptEvaluation: 44, scriptParseCompile: 2 }),
      task(`${origin}/js/611.823401.js`, 86),
      task(`${origin}/js/react.52fe6ddd.js`, 44),
      task(`${origin}/faq`, 82, { styleLayout: 44, scriptEvaluation: 12 }),
    ];
    expect(longestTasks(tasks, origin)).toEqual({
      ours: 86,
      oursScript: '611',
      oursCpu: 86,
      document: 349,
      other: 172,
    });
    expect(longestTasks(tasks.slice(0, 2), origin)).toMatchObject({ ours: 46, oursScript: 'boot' });
  });

  it('gives 0 and no script for a run with no task of the owner', () => {
    expect(longestTasks([task('Unattributable', 20)], origin)).toEqual({
      ours: 0,
      oursScript: '-',
      oursCpu: 0,
      document: 0,
      other: 20,
    });
  });

  it('names a script by its file without the content hash', () => {
    expect(scriptName(`${origin}/js/libraries.a89a068b.js`, origin)).toBe('libraries');
    expect(scriptName(`${origin}/js/34.5eb1d5.js`, origin)).toBe('34');
    expect(scriptName(`${origin}/aboutus`, origin)).toBe('boot');
  });
});

describe('loadVerdict (D49)', () => {
  it('holds under 50 ms of ours and at 98 or more, when the floor scores 100', () => {
    expect(loadVerdict({ ours: 49, performance: 98 }, 100)).toBe('holds');
    expect(loadVerdict({ ours: 0, performance: 100 }, 100)).toBe('holds');
  });

  it('fails a task of ours reaching 50 ms, and a score under 98, naming each', () => {
    expect(loadVerdict({ ours: 50, performance: 99 }, 100)).toBe('fails: a task of ours 50 ms');
    expect(loadVerdict({ ours: 120, performance: 89 }, 100)).toBe(
      'fails: a task of ours 120 ms, performance 89',
    );
    expect(loadVerdict({ ours: 10, performance: 97.5 }, 100)).toBe('fails: performance 97.5');
  });

  it('gives no verdict in a run whose floor scores under 100, or with no completed run', () => {
    expect(loadVerdict({ ours: 10, performance: 100 }, 99)).toBe('no verdict: the floor scored 99');
    expect(loadVerdict({ ours: 10, performance: 100 }, NaN)).toBe(
      'no verdict: the floor scored nothing',
    );
    expect(loadVerdict({ ours: NaN, performance: NaN }, 100)).toBe('no verdict: no run completed');
  });
});

describe('heldLoadVerdict (E12: D49 by the main thread’s CPU time)', () => {
  it('judges the task of ours by its CPU time, where its wall time waited for a core', () => {
    const route = { ours: 128, oursCpu: 32, performance: 100 };
    expect(loadVerdict(route, 100)).toBe('fails: a task of ours 128 ms');
    expect(heldLoadVerdict(route, 100)).toBe('holds');
  });

  it('fails a CPU time reaching 50 ms and a score under 98, and judges no run of a slow floor', () => {
    expect(heldLoadVerdict({ oursCpu: 57, performance: 97 }, 100)).toBe(
      'fails: a task of ours by CPU 57 ms, performance 97',
    );
    expect(heldLoadVerdict({ oursCpu: 20, performance: 100 }, 99.5)).toBe(
      'no verdict: the floor scored 99.5',
    );
  });
});
