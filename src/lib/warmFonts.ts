import { requestIdle } from '@/lib/idle';

/** A text in the language whose fonts it needs: `lang` picks among them (Chinese's, say). */
export interface FontSample {
  lang: string;
  text: string;
}

/** One sample laid out, regular and bold, where no one sees it; then taken away. */
function layOut({ lang, text }: FontSample): void {
  const probe = document.createElement('span');
  probe.lang = lang;
  probe.style.cssText = 'position:absolute;visibility:hidden';
  probe.append(text, Object.assign(document.createElement('b'), { textContent: text }));
  document.body.append(probe);
  // Asking for its box lays it out now, in this idle moment, rather than in a later frame.
  probe.getBoundingClientRect();
  probe.remove();
}

/**
 * Lays each sample out, one per idle moment, so that the browser finds and loads the fonts of
 * its script before a tap shows that script for the first time. That first layout looks the
 * fallback font up and loads it: most of the language picker's first opening on a slowed
 * phone was its native names, हिन्दी, Русский and 中文 (docs/performance.md, "Interactions").
 * One sample costs up to about 40 ms there, never a long task.
 */
export function warmFonts(samples: readonly FontSample[]): void {
  const next = (at: number) => {
    const sample = samples[at];
    if (!sample) return;
    requestIdle(() => {
      layOut(sample);
      next(at + 1);
    });
  };
  next(0);
}
