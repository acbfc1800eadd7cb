export function minifyCss(text: string): string;
