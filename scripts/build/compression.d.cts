export const COMPRESSIBLE: RegExp;
export function precompressFile(file: string): Promise<('.gz' | '.br')[]>;
export function compressionPlugins(): unknown[];
