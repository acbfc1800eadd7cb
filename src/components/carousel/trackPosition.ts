/**
 * A carousel track's position as an attribute on one class, not a class per position: with
 * the position as a styled-components prop every new step inserted a new rule and restyled the
 * track inside the tap (D46, docs/performance.md). One rule per position sets `--position`,
 * which the track's transform reads; render the track with `data-position={position}`.
 */
export function positionRules(count: number): string {
  return Array.from(
    { length: count },
    (_, position) => `&[data-position='${String(position)}'] { --position: ${String(position)}; }`,
  ).join('\n');
}
