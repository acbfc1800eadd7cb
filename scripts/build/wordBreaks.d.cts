import type { TranslationTree } from './locales.cjs';

export const WORD_BREAK: string;
export function withWordBreaks(text: string, segmenter?: Intl.Segmenter): string;
export function treeWithWordBreaks(tree: TranslationTree): TranslationTree;
