export const COMPRESSIBLE: RegExp;
export const ENCODINGS: readonly {
  extension: '.gz' | '.br';
  compress: (input: Buffer) => Buffer;
}[];
export function worthKeeping(original: Buffer, compressed: Buffer): boolean;
export function precompressFile(file: string): ('.gz' | '.br')[];
export function compressionPlugins(): unknown[];
