import { contextGroups, widthGroups } from '../../../scripts/visual/groups';
import { allCells, FULL_CHOICE, sampleCells, type Cell } from '../../../scripts/visual/matrix';

const pairOf = ({ language, width }: Cell) => `${language} ${width}`;

describe('browser contexts of the visual lint', () => {
  it('shares one per language and width over the full matrix', () => {
    const groups = contextGroups(allCells(FULL_CHOICE));
    expect(groups).toHaveLength(21);
    for (const group of groups) expect(new Set(group.map(pairOf)).size).toBe(1);
  });

  it('shares one per width over a sample, whose pages mostly have a pair of their own', () => {
    const sample = sampleCells(FULL_CHOICE, 1);
    const groups = contextGroups(sample);
    expect(groups.map((group) => group[0]?.width).sort()).toEqual([1366, 390, 768]);
    expect(groups.flat()).toHaveLength(sample.length);
    for (const group of groups) expect(new Set(group.map((cell) => cell.width)).size).toBe(1);
  });

  it('takes English first in a width, since an unprefixed URL keeps the language shown', () => {
    for (const group of widthGroups(sampleCells(FULL_CHOICE, 1))) {
      const languages = group.map((cell) => cell.language);
      const english = languages.filter((language) => language === 'en');
      expect(english.length).toBeGreaterThan(0);
      expect(languages.slice(0, english.length)).toEqual(english);
    }
  });
});
