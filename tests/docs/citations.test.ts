/**
 * Every citation in the code must resolve inside the repository: a decision id ("D12", or a
 * range "D1-D3"; an "E" and a number for the project's own decisions) needs its heading in docs/decisions.md, a spec section ("spec section 7",
 * "sections 4 and 5") its `## N.` heading in docs/behaviour.md (docs/README.md).
 *
 * In code files only comments and string literals are read, so identifiers, JSX text, regular
 * expressions and colours such as `#D3D3D3` are never taken for citations. README.md is prose
 * and is read whole.
 *
 * Every relative link in README.md and docs/*.md must reach a file or folder of the repository,
 * and a `#heading` in a Markdown file must be one of its headings.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');
const CODE_DIRS = ['src', 'tests', 'scripts'];
const CODE_FILE = /\.(?:tsx?|cjs|js|mjs)$/;
const DECISION_COUNT = 51;
const SECTION_COUNT = 9;

type FragmentKind = 'comment' | 'string' | 'prose';

interface Fragment {
  kind: FragmentKind;
  text: string;
  /** Offset of `text` in its file. */
  start: number;
}

interface Citation {
  kind: 'decision' | 'section';
  /** `D12` or an `E` id for a decision; the number for a section. */
  id: string;
  file: string;
  line: number;
  quote: string;
}

// ---------------------------------------------------------------------------------------------
// Patterns

/**
 * `D` (the decisions given to the project) or `E` (the project's own) and digits standing alone:
 * not inside an identifier (`useD3`, `D3Page`, `E2E`), not a hex colour (`#D3D3D3`) or a
 * percent-encoded byte, not a file name (`D3.js`). A range `D1-D3` or `D1–D3` cites every id in it.
 */
const DECISION = /(?<![\w#$%])([DE])(\d+)(?:\s*[-–]\s*\1(\d+))?(?![\w$]|\.\w)/g;

/** One section number, or a range of them; a number is never cut short (`2400` is not `24`). */
const SECTION_ITEM = String.raw`\d+(?!\d)(?:\s*[-–]\s*\d+(?!\d))?`;
const SECTION_SEPARATOR = String.raw`\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)`;

/**
 * "section 7", "Spec section 7", "spec sections 4, 5, 7", "sections 2 and 9". The first group is
 * the optional "spec" in front; a number followed by a unit (`section 2400 px`) is a length.
 */
const SECTION = new RegExp(
  String.raw`\b(spec(?:ification)?(?:'s)?\s+)?sections?\s+(${SECTION_ITEM}(?:${SECTION_SEPARATOR}${SECTION_ITEM})*)(?!\s*(?:px|ms|%|s\b))`,
  'gi',
);

function expandRange(from: number, to: number): number[] {
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  return Array.from({ length: high - low + 1 }, (_, index) => low + index);
}

// ---------------------------------------------------------------------------------------------
// Reading files

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return CODE_FILE.test(entry.name) ? [full] : [];
  });
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.ts')) return ts.ScriptKind.TS;
  return ts.ScriptKind.JS;
}

const STRING_KINDS = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

function isJsDoc(node: ts.Node): boolean {
  return node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode;
}

/**
 * The comments and string literals of a source file, found with the TypeScript parser. Comments
 * are the trivia around each token: leading (on the lines before it) and trailing (later on its
 * own line). JSX text is not trivia (a `//` in it is text), so no trivia is read where JSX text
 * starts. JSDoc subtrees are skipped: their tokens lie inside a comment already collected.
 */
function codeFragments(file: string, source: string): Fragment[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    scriptKind(file),
  );
  const fragments: Fragment[] = [];
  const seenComments = new Set<number>();
  const jsxTextStarts = new Set<number>();

  const findJsxText = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.JsxText) jsxTextStarts.add(node.pos);
    ts.forEachChild(node, findJsxText);
  };
  findJsxText(sourceFile);

  const addComments = (ranges: readonly ts.CommentRange[] | undefined): void => {
    for (const range of ranges ?? []) {
      if (seenComments.has(range.pos)) continue;
      seenComments.add(range.pos);
      fragments.push({
        kind: 'comment',
        text: source.slice(range.pos, range.end),
        start: range.pos,
      });
    }
  };

  const visit = (node: ts.Node): void => {
    if (isJsDoc(node)) return;
    const children = node.getChildren(sourceFile);
    if (children.length === 0 && node.kind !== ts.SyntaxKind.JsxText) {
      addComments(ts.getLeadingCommentRanges(source, node.pos));
      if (!jsxTextStarts.has(node.end)) addComments(ts.getTrailingCommentRanges(source, node.end));
    }
    if (STRING_KINDS.has(node.kind)) {
      fragments.push({ kind: 'string', text: node.getText(sourceFile), start: node.getStart() });
    }
    children.forEach(visit);
  };
  visit(sourceFile);
  return fragments;
}

function lineStarts(source: string): number[] {
  const starts = [0];
  for (let index = source.indexOf('\n'); index !== -1; index = source.indexOf('\n', index + 1)) {
    starts.push(index + 1);
  }
  return starts;
}

function lineOf(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

// ---------------------------------------------------------------------------------------------
// Finding citations

function citationsIn(file: string, source: string, fragments: readonly Fragment[]): Citation[] {
  const starts = lineStarts(source);
  const relative = path.relative(root, file);
  const citations: Citation[] = [];
  const cite = (kind: Citation['kind'], ids: readonly string[], offset: number, quote: string) => {
    const line = lineOf(starts, offset);
    for (const id of ids) citations.push({ kind, id, file: relative, line, quote });
  };

  for (const fragment of fragments) {
    for (const match of fragment.text.matchAll(DECISION)) {
      const letter = match[1] ?? 'D';
      const from = Number(match[2]);
      const to = match[3] === undefined ? from : Number(match[3]);
      const ids = expandRange(from, to).map((id) => `${letter}${id}`);
      cite('decision', ids, fragment.start + match.index, match[0]);
    }
    for (const match of fragment.text.matchAll(SECTION)) {
      const spec = match[1] !== undefined;
      // In a string only "spec section N" is a citation; "section 3" may be any text.
      if (fragment.kind === 'string' && !spec) continue;
      const items = (match[2] ?? '').split(/\s*(?:,|\band\b|&)\s*/).filter(Boolean);
      const ids = items.flatMap((item) => {
        const [from = '', to = from] = item.split(/\s*[-–]\s*/);
        return expandRange(Number(from), Number(to));
      });
      // Without "spec" in front, "section 2400" is a length or a count, not a section.
      if (!spec && ids.some((id) => id > 99)) continue;
      cite('section', ids.map(String), fragment.start + match.index, match[0]);
    }
  }
  return citations;
}

function scanCode(): Citation[] {
  return CODE_DIRS.flatMap((dir) => listFiles(path.join(root, dir))).flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return citationsIn(file, source, codeFragments(file, source));
  });
}

function scanProse(file: string): Citation[] {
  const source = fs.readFileSync(file, 'utf8');
  return citationsIn(file, source, [{ kind: 'prose', text: source, start: 0 }]);
}

// ---------------------------------------------------------------------------------------------
// What the docs define

function readDoc(name: string): string {
  return fs.readFileSync(path.join(docsDir, name), 'utf8');
}

/** Ids of the `### D12 Title` headings of decisions.md (and the `E` ones alike), in order. */
function decisionHeadings(): string[] {
  return [...readDoc('decisions.md').matchAll(/^#{2,4} ([DE]\d+) \S.*$/gm)].map(
    (match) => match[1] ?? '',
  );
}

/** The numbers of one letter's decision headings, sorted. */
function decisionNumbers(letter: 'D' | 'E'): number[] {
  return decisionHeadings()
    .filter((id) => id.startsWith(letter))
    .map((id) => Number(id.slice(1)))
    .sort((a, b) => a - b);
}

/** Numbers of the `## 7. Title` headings of behaviour.md, in order of appearance. */
function sectionHeadings(): string[] {
  return [...readDoc('behaviour.md').matchAll(/^## (\d+)\. \S.*$/gm)].map(
    (match) => match[1] ?? '',
  );
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1] ?? '')));
}

function unresolved(citations: readonly Citation[]): string[] {
  const decisions = new Set(decisionHeadings());
  const sections = new Set(sectionHeadings());
  return citations
    .filter(({ kind, id }) => !(kind === 'decision' ? decisions : sections).has(id))
    .map(({ kind, id, file, line, quote }) =>
      kind === 'decision'
        ? `${file}:${line}: "${quote}" cites ${id}, which has no heading in docs/decisions.md`
        : `${file}:${line}: "${quote}" cites section ${id}, which has no "## ${id}." heading in docs/behaviour.md`,
    );
}

function count(citations: readonly Citation[], kind: Citation['kind']): number {
  return citations.filter((citation) => citation.kind === kind).length;
}

// ---------------------------------------------------------------------------------------------

describe('the citation scanner', () => {
  // An id that must never be found; it is assembled so this file does not cite it either.
  const ghost = ['D', '77'].join('');
  // The letter of the project's own decisions, kept out of this file's own citations alike.
  const own = String.fromCharCode(69);
  const fixture = [
    `// cites D5 and spec section 6`,
    `const colour = '#${ghost}'; const pattern = /\\/\\/ ${ghost}/;`,
    `const use${ghost}Value = 1; const label = 'see D6-D7';`,
    `const el = <section className="a">// ${ghost} and section 88</section>;`,
    `/* the cancellation section 2400 px down; Spec sections 2 and 9 */`,
    `const text = 'section 8'; const other = \`spec section 4\`; run(); // D8 trailing`,
    `const empty = <div>{/* D9 in JSX */}</div>;`,
    `// our own ${own}3 and ${own}4-${own}5, not the E2E tests nor a D2-${own}3 mix, nor %${own}0`,
  ].join('\n');
  const found = citationsIn(
    path.join(root, 'fixture.tsx'),
    fixture,
    codeFragments('fixture.tsx', fixture),
  ).map(({ kind, id, line }) => `${kind} ${id} @${line}`);

  it('reads comments (leading, trailing, in JSX) and strings, and expands ranges', () => {
    expect(found).toEqual([
      'decision D5 @1',
      'section 6 @1',
      'decision D6 @3',
      'decision D7 @3',
      'section 2 @5',
      'section 9 @5',
      'section 4 @6',
      'decision D8 @6',
      'decision D9 @7',
      `decision ${own}3 @8`,
      `decision ${own}4 @8`,
      `decision ${own}5 @8`,
      'decision D2 @8',
      `decision ${own}3 @8`,
    ]);
  });
});

describe('the documents cited by the code', () => {
  it(`decisions.md has exactly one heading for each of D1 to D${DECISION_COUNT}`, () => {
    expect(decisionNumbers('D')).toEqual(expandRange(1, DECISION_COUNT));
  });

  it("decisions.md numbers the project's own decisions from one up, without a gap", () => {
    const own = decisionNumbers('E');
    expect(own).toEqual(own.map((_, index) => index + 1));
  });

  it(`behaviour.md has the sections 1 to ${SECTION_COUNT} of the specification, in order`, () => {
    expect(sectionHeadings()).toEqual(expandRange(1, SECTION_COUNT).map(String));
  });

  it('links in README.md and docs/ point at files and headings that exist', () => {
    const broken: string[] = [];
    const documents = [
      path.join(root, 'README.md'),
      ...fs
        .readdirSync(docsDir)
        .filter((file) => file.endsWith('.md'))
        .map((file) => path.join(docsDir, file)),
    ];
    for (const document of documents) {
      const name = path.relative(root, document);
      const markdown = fs.readFileSync(document, 'utf8');
      for (const match of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1] ?? '';
        if (/^[a-z]+:/i.test(target)) continue;
        const [file = '', anchor] = target.split('#');
        const targetPath = file === '' ? document : path.resolve(path.dirname(document), file);
        if (!fs.existsSync(targetPath)) broken.push(`${name}: ${target} (no such file)`);
        else if (
          anchor !== undefined &&
          targetPath.endsWith('.md') &&
          !anchorsOf(fs.readFileSync(targetPath, 'utf8')).has(anchor)
        ) {
          broken.push(`${name}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('citations in src/, tests/, scripts/ and README.md', () => {
  const code = scanCode();
  const readme = scanProse(path.join(root, 'README.md'));

  it('finds the citations it is meant to check (the scan is not vacuous)', () => {
    expect(count(code, 'decision')).toBeGreaterThan(100);
    expect(count(code, 'section')).toBeGreaterThan(100);
    expect(new Set(code.map((citation) => citation.file)).size).toBeGreaterThan(50);
    expect(count(readme, 'decision')).toBeGreaterThan(0);
    expect(count(readme, 'section')).toBeGreaterThan(0);
  });

  it('cites only decisions with a heading in docs/decisions.md', () => {
    expect(unresolved([...code, ...readme].filter(({ kind }) => kind === 'decision'))).toEqual([]);
  });

  it('cites only sections with a heading in docs/behaviour.md', () => {
    expect(unresolved([...code, ...readme].filter(({ kind }) => kind === 'section'))).toEqual([]);
  });

  it('docs/ itself cites only decisions and sections that exist', () => {
    const docs = fs
      .readdirSync(docsDir)
      .filter((name) => name.endsWith('.md'))
      .flatMap((name) => scanProse(path.join(docsDir, name)));
    expect(unresolved(docs)).toEqual([]);
  });
});
