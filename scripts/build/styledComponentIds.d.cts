import type { TransformerFactory, SourceFile } from 'typescript';

export function styledComponentIds(options: {
  displayName: boolean;
  minify?: boolean;
}): TransformerFactory<SourceFile>;
