/**
 * D44: long words break with a hyphen. In headings, buttons, links, labels and card titles
 * (bold text), a word whose characters sit on two lines is a defect unless a hyphen ends the
 * first part: one in the text (`-`, a dash, a slash, or a soft hyphen U+00AD, which the browser
 * draws as `-` where it breaks), or one the browser drew itself with `hyphens: auto`, which is
 * not in the DOM text; that one is looked for as ink just after the last character of the line
 * on the screenshot. Han, kana and Hangul words are skipped: a line may break between any two
 * of their characters.
 */
import type { Finding } from '../findings';
import { contrast, medianColour, pixelsIn, type Pixels } from '../pixels';
import type { Probe, SplitWord } from '../page/probe';
import { collect, type Screen } from '../screen';

export function installSplitWords(probe: Probe): void {
  const OWNERS =
    'h1, h2, h3, h4, h5, h6, [role="heading"], button, [role="button"], [role="tab"], a, label, legend, summary, th, dt, figcaption';
  const FREE_BREAKS = /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}/u;
  const HYPHENS = /[-\u00AD\u2010-\u2014/]/;

  /**
   * Where a character is drawn: its last box, since the range of the first character of a
   * line also holds the hyphen the browser drew at the end of the line before.
   */
  const letterRect = (node: Text, start: number, end: number): DOMRect | undefined => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return [...range.getClientRects()].filter((rect) => rect.width > 0).pop();
  };

  probe.collect.splitWords = () => {
    const found: SplitWord[] = [];
    const band = probe.freeBand();
    for (const { element, node } of probe.textsInView()) {
      const style = getComputedStyle(element);
      const owner =
        element.closest(OWNERS) ?? (parseInt(style.fontWeight, 10) >= 600 ? element : null);
      if (!owner) continue;
      const language = element.closest('[lang]')?.getAttribute('lang') ?? 'en';
      const graphemes = new Intl.Segmenter(language, { granularity: 'grapheme' });
      for (const word of new Intl.Segmenter(language, { granularity: 'word' }).segment(node.data)) {
        if (!word.isWordLike || FREE_BREAKS.test(word.segment)) continue;
        const start = word.index;
        const whole = document.createRange();
        whole.setStart(node, start);
        whole.setEnd(node, start + word.segment.length);
        if ([...whole.getClientRects()].filter((rect) => rect.width > 0).length < 2) continue;
        let previous: { rect: DOMRect; end: number } | null = null;
        for (const letter of graphemes.segment(word.segment)) {
          if (letter.segment === '\u00AD') continue;
          const from = start + letter.index;
          const rect = letterRect(node, from, from + letter.segment.length);
          if (!rect) continue;
          if (previous && rect.top >= previous.rect.bottom - 1) {
            const atBreak = node.data.slice(start + previous.end - 1, from);
            // Judged on the screen where the end of its first line shows.
            const seen = previous.rect.top >= band.top && previous.rect.bottom <= band.bottom;
            if (seen && !HYPHENS.test(atBreak)) {
              found.push({
                label: probe.describe(owner),
                word: word.segment,
                head: word.segment.slice(0, previous.end),
                lastChar: {
                  x: previous.rect.left,
                  y: previous.rect.top,
                  width: previous.rect.width,
                  height: previous.rect.height,
                },
                fontSize: parseFloat(style.fontSize),
              });
            }
            break;
          }
          previous = { rect, end: letter.index + letter.segment.length };
        }
      }
    }
    return found;
  };
}

/**
 * Whether a hyphen is drawn just after the last character of a line: ink (pixels 2:1 from the
 * area's own median colour) where a hyphen sits, a third of an em wide at mid-height.
 */
export function hyphenDrawn(shot: Pixels, { lastChar, fontSize }: SplitWord): boolean {
  const area = {
    x: lastChar.x + lastChar.width + 0.5,
    y: lastChar.y + lastChar.height * 0.3,
    width: fontSize * 0.35,
    height: lastChar.height * 0.45,
  };
  const colours = pixelsIn(shot, area).map(([, , colour]) => colour);
  const ground = medianColour(colours);
  return ground !== null && colours.some((colour) => contrast(colour, ground) >= 2);
}

export async function brokenWordFindings({ page, shot }: Screen): Promise<Finding[]> {
  const splits = await collect(page, 'splitWords');
  if (splits.length === 0) return [];
  const pixels = await shot();
  return splits
    .filter((split) => !hyphenDrawn(pixels, split))
    .map((split) => ({
      check: 'broken-word',
      element: split.label,
      figure: `"${split.word}" broken as "${split.head}|${split.word.slice(split.head.length)}" with no hyphen`,
    }));
}
