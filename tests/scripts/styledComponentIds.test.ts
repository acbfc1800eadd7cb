/**
 * The build's styled-components transformer: ids come from the file and the declared name, so
 * the prerender bundle and the browser bundle name the same component alike whatever order
 * their modules are evaluated in.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { styledComponentIds } from '../../scripts/build/styledComponentIds.cjs';

function transpile(source: string, fileName: string, displayName = false): string {
  return ts.transpileModule(source, {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    transformers: { before: [styledComponentIds({ displayName })] },
  }).outputText;
}

const ids = (output: string) => [...output.matchAll(/componentId: "([^"]+)"/g)].map((m) => m[1]);

const card = [
  "import styled from 'styled-components';",
  'const Card = styled.div`padding: 1rem;`;',
  'const Title = styled(Heading).attrs({ as: "h2" })<{ $x: boolean }>`margin: 0;`;',
  'const Img = styled.img.withConfig({ shouldForwardProp: () => true })`display: block;`;',
].join('\n');

describe('styledComponentIds', () => {
  it('gives every styled factory (tag, component, attrs, withConfig) an id', () => {
    const output = transpile(card, '/repo/src/Card.tsx');
    expect(output).toContain('styled.div.withConfig(');
    expect(output).toContain('.attrs({ as: "h2" }).withConfig(');
    expect(output).toContain('.withConfig({ shouldForwardProp: () => true }).withConfig(');
    expect(ids(output)).toHaveLength(3);
  });

  it('gives the same component the same id on every build', () => {
    expect(ids(transpile(card, '/repo/src/Card.tsx'))).toEqual(
      ids(transpile(card, '/repo/src/Card.tsx')),
    );
  });

  it('gives components of other files or names other ids', () => {
    const here = ids(transpile(card, '/repo/src/Card.tsx'));
    const there = ids(transpile(card, '/repo/src/Other.tsx'));
    expect(new Set([...here, ...there]).size).toBe(6);
    expect(here.every((id) => /^[a-zA-Z][\w-]*$/.test(id ?? ''))).toBe(true);
  });

  it('gives every styled component of src/ an id of its own', () => {
    // Ids are short (the bundle budget), so a clash is possible in principle: two components
    // with one id would share their rules.
    const src = path.resolve(__dirname, '../../src');
    const files = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => path.join(src, file));
    const all = files.flatMap((file) => ids(transpile(fs.readFileSync(file, 'utf8'), file)));
    expect(all.length).toBeGreaterThan(200);
    expect(new Set(all).size).toBe(all.length);
  });

  it('names components for React DevTools only when asked (development)', () => {
    expect(transpile(card, '/repo/src/Card.tsx', true)).toContain('displayName: "Card"');
    expect(transpile(card, '/repo/src/Card.tsx')).not.toContain('displayName');
  });
});
