import type { BannerPlugin } from 'webpack';

export function compileHintsPlugin(): BannerPlugin;
