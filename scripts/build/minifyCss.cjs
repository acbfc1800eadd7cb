// Whitespace and comments out of the CSS that styled-components templates hold. The templates
// ship in the JavaScript as written, indentation and comments included, and stylis parses them
// in the browser anyway: in production, scripts/build/styledComponentIds.cjs passes each piece
// of template text (the text between two `${…}`) through here.

/** Characters around which CSS needs no whitespace. */
const TIGHT = new Set(['{', '}', ';']);

/**
 * Characters after which it needs none either: a declaration's colon, a list's comma and an
 * opening parenthesis. (Not before the first two: `a :hover` is not `a:hover`.)
 */
const TIGHT_AFTER = new Set([...TIGHT, ':', ',', '(']);

/**
 * And before which: a closing parenthesis (not after it: `calc(1px) solid`) and the `!` of
 * `!important`.
 */
const TIGHT_BEFORE = new Set([...TIGHT, ')', '!']);

/**
 * Removes comments and the `;` before a `}`, drops whitespace next to `{`, `}` and `;`, after
 * `:`, `,` and `(` and before `)` and `!`, and turns every other run of whitespace into one
 * space. Quoted strings stay as they are. A piece that ends or starts in whitespace keeps one
 * space there, as the value of the `${…}` beside it may need it.
 */
function minifyCss(text) {
  let out = '';
  let space = false;
  const flushSpace = (next) => {
    if (space && !TIGHT_BEFORE.has(next) && !TIGHT_AFTER.has(out.at(-1) ?? '')) out += ' ';
    space = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '/' && text[i + 1] === '/' && out.at(-1) !== ':') {
      // stylis reads `//` to the line's end as a comment: with the lines joined, it would
      // swallow the rest of the rule.
      throw new Error(
        `a // comment in CSS: write /* … */ instead, near "${text.slice(i, i + 40)}"`,
      );
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
      space = true;
    } else if (/\s/.test(char)) {
      space = true;
    } else if (char === '"' || char === "'") {
      let end = i + 1;
      while (end < text.length && text[end] !== char) end += text[end] === '\\' ? 2 : 1;
      flushSpace(char);
      out += text.slice(i, end + 1);
      i = end;
    } else {
      flushSpace(char);
      // A block's last declaration needs no `;` before the `}`.
      if (char === '}' && out.at(-1) === ';') out = out.slice(0, -1);
      out += char;
    }
  }
  // The piece's end: keep one space for the neighbouring `${…}` unless CSS punctuation ends it.
  if (space && !TIGHT_AFTER.has(out.at(-1) ?? '')) out += ' ';
  return out;
}

module.exports = { minifyCss };
