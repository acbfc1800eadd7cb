import { blogs } from '@/mocks/fixtures/blog';
import {
  ALL_ROUTES,
  allCells,
  cellPath,
  FULL_CHOICE,
  pairAt,
  sampleCells,
  type Cell,
} from '../../../scripts/visual/matrix';

const key = ({ route, language, width }: Cell) => `${route} ${language} ${width}`;

describe('the visual lint matrix', () => {
  it('is every fixed route in seven languages at three widths', () => {
    expect(ALL_ROUTES).toContain('/');
    expect(ALL_ROUTES).toContain('/bussiness');
    expect(allCells(FULL_CHOICE)).toHaveLength(ALL_ROUTES.length * 7 * 3);
  });

  it('visits an item page of each route with an id, the blog post with its lead picture too', () => {
    // Issue 59: the image check never saw a post's lead picture drawn at 2.4 times its file.
    expect(ALL_ROUTES).toContain(`/blogsection/${blogs[0]?._id ?? ''}`);
    expect(
      ALL_ROUTES.filter((route) => /^\/(case|blogsection|events|skills)\/\w+$/.test(route)),
    ).toHaveLength(4);
    expect(
      cellPath({ route: `/blogsection/${blogs[0]?._id ?? ''}`, language: 'de', width: 390 }),
    ).toBe(`/de/blogsection/${blogs[0]?._id ?? ''}`);
  });

  it('opens each cell at its language URL', () => {
    expect(cellPath({ route: '/aboutus', language: 'de', width: 390 })).toBe('/de/aboutus');
    expect(cellPath({ route: '/', language: 'zh', width: 390 })).toBe('/zh/');
    expect(cellPath({ route: '/faq', language: 'en', width: 390 })).toBe('/faq');
  });

  it("samples every route, language and width in CI's one slice", () => {
    const sample = sampleCells(FULL_CHOICE, 1);
    expect(sample.map((cell) => cell.route)).toEqual(ALL_ROUTES);
    expect(new Set(sample.map((cell) => cell.language)).size).toBe(7);
    expect(new Set(sample.map((cell) => cell.width)).size).toBe(3);
    // 28 routes, 21 language-width pairs: every pair at least once.
    expect(new Set(sample.map((cell) => `${cell.language} ${cell.width}`)).size).toBe(21);
    expect(sampleCells(FULL_CHOICE, 1)).toEqual(sample);
  });

  it('splits the full matrix into 21 disjoint slices', () => {
    const slices = sampleCells(FULL_CHOICE, 21).map(key);
    expect(new Set(slices).size).toBe(slices.length);
    expect(new Set(slices)).toEqual(new Set(allCells(FULL_CHOICE).map(key)));
  });

  it('covers every language and width in a short slice of a narrowed choice too', () => {
    const choice = {
      routes: ['/', '/faq', '/blog', '/events'],
      languages: ['de', 'ru'] as const,
      widths: [390, 768],
    };
    const sample = sampleCells({ ...choice, languages: [...choice.languages] }, 1);
    expect(new Set(sample.map((cell) => cell.language))).toEqual(new Set(['de', 'ru']));
    expect(new Set(sample.map((cell) => cell.width))).toEqual(new Set([390, 768]));
    const all = sampleCells({ ...choice, languages: [...choice.languages] }, 4).map(key);
    expect(new Set(all).size).toBe(16);
  });

  it('orders language-width pairs so that any run of them takes each in turn', () => {
    const pairs = Array.from({ length: 4 }, (_, k) => pairAt(k, 2, 2));
    expect(new Set(pairs.map(String)).size).toBe(4);
    expect(
      pairs
        .slice(0, 2)
        .map(([language]) => language)
        .sort(),
    ).toEqual([0, 1]);
  });
});
