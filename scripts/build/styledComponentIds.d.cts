import type { TransformerFactory, SourceFile } from 'typescript';

export function styledComponentIds(options: {
  displayName: boolean;
}): TransformerFactory<SourceFile>;
