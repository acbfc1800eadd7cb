import type { TranslationTree } from '../build/locales.cjs';

/** Flattens a translation tree to `a.b.c` → value pairs (arrays count as one value). */
export function flatten(tree: TranslationTree, prefix = ''): Map<string, string | string[]> {
  const entries = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) entries.set(path, value);
    else for (const [inner, leaf] of flatten(value, path)) entries.set(inner, leaf);
  }
  return entries;
}
