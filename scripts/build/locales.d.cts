export type TranslationTree = { [key: string]: string | string[] | TranslationTree };
export const localesDir: string;
export function listLanguages(): string[];
export function readLocale(lng: string): TranslationTree;
export class EmitLocalesPlugin {
  apply(compiler: unknown): void;
}
