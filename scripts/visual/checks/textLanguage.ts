/**
 * WCAG 3.1.2 (E6): text in another language than the one its element declares (the nearest
 * `lang`, the page's `<html lang>` unless a part says otherwise) is read by a screen reader in
 * the wrong voice and broken by the wrong rules. Text is judged per block (a paragraph, a
 * heading, a button: the nearest element that is not inline) and declared language, and only
 * where its letters say its language clearly:
 *  - mostly Devanagari, Cyrillic or Han letters: Hindi, Russian, Chinese;
 *  - mostly Latin letters: English, German, French or Spanish by its function words ("the",
 *    "und", "pour", "para"), at least two of one language and twice as many as of any other.
 * So brand and product names (ParkNova, FASTag, ANPR), numbers, codes (RS-485), e-mail and web
 * addresses, a Latin word or two in a Hindi or Chinese sentence, and title-case names ("Smart
 * Parking Expo 2026, Mumbai") are no finding: they carry no function words. An English
 * sentence on a German, Hindi or Chinese page is, as is Chinese on an English page. Parts marked
 * `translate="no"` are skipped.
 */
import type { Finding } from '../findings';
import type { Probe } from '../page/probe';
import { collect, type Screen } from '../screen';

export function installTextLanguages(probe: Probe): void {
  const SCRIPTS: readonly [string, RegExp][] = [
    ['hi', /\p{Script=Devanagari}/u],
    ['ru', /\p{Script=Cyrillic}/u],
    ['zh', /\p{Script=Han}/u],
  ];
  const LATIN = /\p{Script=Latin}/u;
  /** Words of one language only among the four (`in`, `an`, `so`, `was`, `la`, `de`, `es` … are left out). */
  const FUNCTION_WORDS: Record<string, readonly string[]> = {
    en: 'the and of to is are was were be been for with from by this that these those it its your you we our they their how what which who does do can after before above below into over under at or not has have had about each every than then there when where while more most up out'.split(
      ' ',
    ),
    de: 'der die das und ist sind nicht mit für von zu zum zur den dem des ein eine einen einem einer auf bei oder auch wie aus nach sie wir ihr ihre ihren sich noch nur werden wird über unter durch gibt'.split(
      ' ',
    ),
    fr: 'le les et est une du des pour avec dans sur vous nous au aux qui ne pas par ou votre vos ce cette ces sont être été leur leurs plus mais comme'.split(
      ' ',
    ),
    es: 'el los las y del con para por una su sus al lo como más pero este esta estos está puede sin sobre entre también nuestro nuestra usted'.split(
      ' ',
    ),
  };
  const ADDRESSES = /\S+@\S+|https?:\/\/\S+|www\.\S+/gu;

  /** The language the text's letters clearly say, with the evidence; null when they do not. */
  const readLanguage = (text: string): { language: string; by: string } | null => {
    const plain = text.replace(ADDRESSES, ' ');
    const letters = plain.match(/\p{L}/gu) ?? [];
    let latin = 0;
    const scripts = new Map<string, number>();
    for (const letter of letters) {
      if (LATIN.test(letter)) latin += 1;
      const script = SCRIPTS.find(([, pattern]) => pattern.test(letter));
      if (script) scripts.set(script[0], (scripts.get(script[0]) ?? 0) + 1);
    }
    const [top] = [...scripts].sort((a, b) => b[1] - a[1]);
    if (top && top[1] >= 2 && top[1] > latin) {
      return { language: top[0], by: `${String(top[1])} of its letters` };
    }
    const words = plain.toLowerCase().match(/\p{L}+/gu) ?? [];
    const scores = Object.entries(FUNCTION_WORDS)
      .map(([language, list]) => {
        const hits = words.filter((word) => list.includes(word));
        return { language, hits };
      })
      .sort((a, b) => b.hits.length - a.hits.length);
    const [first, second] = scores;
    if (!first || first.hits.length < 2) return null;
    if (second && first.hits.length < 2 * second.hits.length) return null;
    const shown = [...new Set(first.hits)].slice(0, 4).map((word) => `"${word}"`);
    return { language: first.language, by: shown.join(', ') };
  };

  const INLINE = new Set(['inline', 'contents']);
  const blockOf = (element: Element): Element => {
    let at: Element | null = element;
    while (at && INLINE.has(getComputedStyle(at).display)) at = at.parentElement;
    return at ?? element;
  };

  probe.collect.textLanguages = () => {
    const groups = new Map<string, { block: Element; declaredBy: Element | null; text: string }>();
    for (const { element, node } of probe.textsInView()) {
      if (element.closest('[translate="no"]')) continue;
      const declaredBy = element.closest('[lang]');
      const block = blockOf(element);
      const key = `${String(probe.mark(block))}:${declaredBy ? String(probe.mark(declaredBy)) : ''}`;
      const group = groups.get(key) ?? { block, declaredBy, text: '' };
      group.text += ` ${node.data}`;
      groups.set(key, group);
    }
    const found: ReturnType<Probe['collect']['textLanguages']> = [];
    for (const { block, declaredBy, text } of groups.values()) {
      const declared = (declaredBy?.getAttribute('lang') ?? '').split('-')[0]?.toLowerCase() ?? '';
      const read = readLanguage(text);
      if (!read || read.language === declared) continue;
      found.push({
        label: probe.describe(block),
        text: text.trim().replace(/\s+/g, ' ').slice(0, 48),
        language: read.language,
        by: read.by,
        declared: declared || 'none',
        declaredBy:
          declaredBy === document.documentElement
            ? 'html'
            : (declaredBy?.tagName.toLowerCase() ?? 'nothing'),
      });
    }
    return found;
  };
}

export async function textLanguageFindings({ page }: Screen): Promise<Finding[]> {
  const texts = await collect(page, 'textLanguages');
  return texts.map((text) => ({
    check: 'text-language',
    element: text.label,
    figure: `"${text.text}" reads as ${text.language} (${text.by}) but is declared ${text.declared} (by ${text.declaredBy}); mark it lang="${text.language}"`,
  }));
}
