/**
 * Writes the SVG sources of all artwork: assets/images/*.svg (site manifest images and vector
 * logos/badges), assets/demo/*.svg (mock API media), assets/share/*.svg (share images) and
 * public/favicon.svg.
 * Run: npx tsx scripts/artwork/generate.ts   (then `npm run images` to rasterise).
 * Every artwork draws from its own seeded generator, so the output is identical on every run.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeRng, seedOf } from './lib/rng';
import { svgDoc } from './lib/svg';
import { favicon, VECTORS } from './scenes/brand';
import type { ArtSpec } from './scenes/base';
import { DEMO_ART } from './registry-demo';
import { IMAGE_ART } from './registry-images';
import { SHARE_ART } from './registry-share';

const root = join(__dirname, '..', '..');

function writeIfChanged(file: string, content: string): void {
  let current: string | null = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = null;
  }
  if (current !== content) writeFileSync(file, content);
}

function render(spec: ArtSpec): string {
  return svgDoc(
    spec.size.w,
    spec.size.h,
    spec.draw(spec.size, makeRng(seedOf(spec.name))),
    spec.title,
  );
}

function main(): void {
  const outputs = new Map<string, Map<string, string>>([
    ['images', new Map()],
    ['demo', new Map()],
    ['share', new Map()],
  ]);
  for (const spec of [...IMAGE_ART, ...DEMO_ART, ...SHARE_ART])
    outputs.get(spec.dir)?.set(`${spec.name}.svg`, render(spec));
  for (const v of VECTORS)
    outputs.get('images')?.set(`${v.name.replace(/(\d+)$/, '-$1')}.svg`, v.svg());
  for (const [dir, files] of outputs) {
    const folder = join(root, 'assets', dir);
    mkdirSync(folder, { recursive: true });
    for (const stale of readdirSync(folder))
      if (stale.endsWith('.svg') && !files.has(stale)) rmSync(join(folder, stale));
    for (const [file, svg] of files) writeIfChanged(join(folder, file), svg);
    console.log(`assets/${dir}: ${files.size} SVG files`);
  }
  writeIfChanged(join(root, 'public', 'favicon.svg'), favicon());
}

main();
