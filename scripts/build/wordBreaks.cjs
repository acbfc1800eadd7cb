// Chinese has no spaces, and a browser may break a line between any two of its characters:
// "解决方" at a line's end and "案" alone on the next, the home hero's "场" and "所" on two
// lines (issue 59). The site's Chinese strings (src/locales/zh) get a zero-width space
// (U+200B) between their words when they are read, and headings, buttons, labels and the
// navigation break Chinese only there (`word-break: keep-all`, src/theme/GlobalStyle.ts), so a
// word stays whole. Words come from Intl.Segmenter (ICU's dictionary); a one-character word
// joins the word before it (at a string's start, the one after), so a line never starts with a
// lone character such as 的 or 师. Only runs of Han characters are touched, never `{{name}}`
// placeholders or Latin words, and only in strings short enough to be a heading, a button or a
// label: paragraphs keep breaking anywhere, as Chinese text does, and carry no extra bytes.
const WORD_BREAK = '\u200b';
const HAN_RUN = /\p{Script=Han}+/gu;
/** Longer strings are paragraphs; headings, buttons and labels are shorter. */
const MAX_SHORT = 40;

/** The run's words, one-character words joined to a neighbour. */
function words(run, segmenter) {
  const out = [];
  for (const { segment } of segmenter.segment(run)) {
    if ([...segment].length === 1 && out.length > 0) out[out.length - 1] += segment;
    else out.push(segment);
  }
  if (out.length > 1 && [...out[0]].length === 1) out.splice(0, 2, out[0] + out[1]);
  return out;
}

/** `text` with a zero-width space between its Chinese words. */
function withWordBreaks(text, segmenter = new Intl.Segmenter('zh', { granularity: 'word' })) {
  return text.replace(HAN_RUN, (run) => words(run, segmenter).join(WORD_BREAK));
}

/** Every string of a translation tree with its word breaks. */
function treeWithWordBreaks(tree) {
  const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
  const walk = (value) => {
    if (typeof value === 'string') {
      return [...value].length > MAX_SHORT ? value : withWordBreaks(value, segmenter);
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  return walk(tree);
}

module.exports = { WORD_BREAK, withWordBreaks, treeWithWordBreaks };
