/**
 * The production build's CSS minifier for styled-components templates: what it removes, and
 * what CSS needs kept (the space between two values, quoted text, the space beside a `${…}`).
 */
import ts from 'typescript';
import { minifyCss } from '../../scripts/build/minifyCss.cjs';
import { styledComponentIds } from '../../scripts/build/styledComponentIds.cjs';

describe('minifyCss', () => {
  // A piece keeps one space at its start: a `${…}` may come before it (the transformer trims a
  // template's own start and end).
  it('drops comments and the whitespace around braces, semicolons, colons and commas', () => {
    expect(
      minifyCss(`
        /* the card */
        display: flex;
        transition: color 200ms, background 200ms;
        &:hover {
          color: red;
        }
      `),
    ).toBe(' display:flex;transition:color 200ms,background 200ms;&:hover{color:red}');
  });

  it("drops the semicolon of a block's last declaration, not one a ${…} may follow", () => {
    expect(minifyCss('a { color: red; } b { margin: 0 ; }')).toBe('a{color:red}b{margin:0}');
    expect(minifyCss('color: red;')).toBe('color:red;');
    expect(minifyCss(`content: ';}';`)).toBe(`content:';}';`);
  });

  it('drops the whitespace inside parentheses and before !important', () => {
    expect(minifyCss('mask-image: linear-gradient(\n  to right,\n  #000\n);')).toBe(
      'mask-image:linear-gradient(to right,#000);',
    );
    expect(minifyCss('position: absolute !important;')).toBe('position:absolute!important;');
    // After a `)` a value may follow, which needs its space.
    expect(minifyCss('border: calc(1px + 1px) solid;')).toBe('border:calc(1px + 1px) solid;');
    expect(minifyCss('@media (hover: hover) and (pointer: fine) {')).toBe(
      '@media (hover:hover) and (pointer:fine){',
    );
  });

  it('keeps one space where CSS needs it: between values, in selectors, in calc()', () => {
    expect(minifyCss('margin: 0   auto;')).toBe('margin:0 auto;');
    expect(minifyCss('header:has(nav) + & a :focus {')).toBe('header:has(nav) + & a :focus{');
    expect(minifyCss('width: calc(100% -  2rem);')).toBe('width:calc(100% - 2rem);');
  });

  it('leaves quoted text as it is', () => {
    expect(minifyCss(`content: '  {a; b}  '; font-family: "Segoe  UI", sans-serif;`)).toBe(
      `content:'  {a; b}  ';font-family:"Segoe  UI",sans-serif;`,
    );
  });

  it('keeps the space a neighbouring ${…} needs, also in a piece of whitespace alone', () => {
    // `padding: ${a} ${b};` is the pieces 'padding: ', ' ' and ';'.
    expect(minifyCss(' ')).toBe(' ');
    expect(minifyCss('\n  margin: 0 ')).toBe(' margin:0 ');
    expect(minifyCss('padding: ')).toBe('padding:');
  });

  it('refuses a // comment, which would swallow the rest of the rule once lines are joined', () => {
    expect(() => minifyCss('color: red; // note\n margin: 0;')).toThrow(/\/\/ comment/);
    expect(minifyCss('background: url(https://example.com/a.png);')).toBe(
      'background:url(https://example.com/a.png);',
    );
  });
});

describe('styledComponentIds with minify', () => {
  const transpile = (source: string, minify: boolean) =>
    ts.transpileModule(source, {
      fileName: '/repo/src/Card.tsx',
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      transformers: { before: [styledComponentIds({ displayName: false, minify })] },
    }).outputText;

  const source = [
    "import styled, { css, createGlobalStyle } from 'styled-components';",
    'const pad = css`\n  padding: ${a} ${b};\n`;',
    'const Card = styled.div`\n  display: flex;\n  ${pad}\n`;',
    'const Global = createGlobalStyle`\n  body {\n    margin: 0;\n  }\n`;',
  ].join('\n');

  it('minifies styled, css and createGlobalStyle templates, keeping their ${…}', () => {
    const output = transpile(source, true);
    expect(output).toContain('css `padding:${a} ${b};`');
    expect(output).toContain('`display:flex;${pad}`');
    expect(output).toContain('createGlobalStyle `body{margin:0}`');
  });

  it('leaves the templates as written without minify (development)', () => {
    expect(transpile(source, false)).toContain('`\n  display: flex;\n  ${pad}\n`');
  });
});
