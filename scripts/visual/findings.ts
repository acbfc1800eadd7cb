/**
 * What the lint reports: one line per defect, with the page (route, language, width), the
 * element a person can find, and the figure that failed (D44).
 */
import type { Cell } from './matrix';

export const CHECKS = [
  'covered-text',
  'control-contrast',
  'text-over-picture',
  'image-scale',
  'broken-word',
  'text-language',
  'overflow',
  'video-controls',
  'picture-row',
  'lone-item',
  'cut-placeholder',
] as const;

export type CheckName = (typeof CHECKS)[number];

export interface Finding {
  check: CheckName;
  /** Where it is: landmarks, the element and its text. */
  element: string;
  /** The measure that failed, e.g. "1.18:1 around it, 3:1 needed". */
  figure: string;
}

export interface CellFinding extends Finding {
  cell: Cell;
  /** 2 for the image check at device pixel ratio 2. */
  dpr: number;
}

/** One finding per check and element in a page: the first screen that showed it. */
export function addUnique(into: Finding[], found: readonly Finding[]): void {
  for (const finding of found) {
    if (!into.some((known) => known.check === finding.check && known.element === finding.element)) {
      into.push(finding);
    }
  }
}

export function formatFinding({ cell, dpr, check, element, figure }: CellFinding): string {
  const where = `${cell.route} ${cell.language} ${cell.width}px${dpr === 1 ? '' : ` @${dpr}x`}`;
  return `${check}  ${where}  ${element}  ${figure}`;
}
