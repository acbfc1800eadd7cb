/**
 * Issue 59 (Low 13): Chinese headings, buttons and labels break between words only. The
 * translations carry a zero-width space between words; a one-character word never starts a
 * line on its own, placeholders and Latin words are left alone, and paragraphs are untouched.
 */
import { readLocale } from '../../scripts/build/locales.cjs';
import { treeWithWordBreaks, withWordBreaks } from '../../scripts/build/wordBreaks.cjs';

const words = (text: string) => withWordBreaks(text).split('\u200b');

it('keeps each word whole: the hero’s 场所 and the menu’s 解决方案 break only between words', () => {
  const hero = words('为印度最繁忙的场所打造更智能的停车');
  expect(hero).toContain('场所');
  expect(hero.join('')).toBe('为印度最繁忙的场所打造更智能的停车');
  expect(words('了解我们的解决方案')).toEqual(['了解', '我们的', '解决', '方案']);
});

it('joins a one-character word to its neighbour, so none is left alone on a line', () => {
  for (const text of ['首席执行官致辞', '工程师与客户一起勘察停车场', '为印度最繁忙的场所']) {
    // Han characters are one UTF-16 unit each.
    for (const word of words(text)) expect(word.length).toBeGreaterThan(1);
  }
});

it('leaves placeholders, Latin words and numbers as they are', () => {
  expect(withWordBreaks('{{name}}的 LinkedIn 主页')).toBe('{{name}}的 LinkedIn 主页');
  expect(withWordBreaks('ParkNova 3.0 发布会')).toBe('ParkNova 3.0 发布会');
});

it('marks short strings only: a paragraph keeps breaking anywhere, as Chinese text does', () => {
  const paragraph =
    '我们在全印度设计、建设并运营让停车更轻松、让社区更安全的技术，每天都能看到自己的工作成果投入使用。';
  expect(treeWithWordBreaks({ heading: '我们的解决方案', paragraph })).toEqual({
    heading: '我们的\u200b解决\u200b方案',
    paragraph,
  });
});

it('the site reads its Chinese with the word breaks, and no other language gets any', () => {
  const zh = readLocale('zh') as { chrome: { nav: { solution: string } } };
  expect(zh.chrome.nav.solution).toBe('解决\u200b方案');
  expect(JSON.stringify(readLocale('en'))).not.toContain('\u200b');
});
