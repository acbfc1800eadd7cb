import type { ReactNode } from 'react';
import styled from 'styled-components';

const Unbroken = styled.span`
  white-space: nowrap;
`;

/**
 * What a line must not break inside: a short code joined by hyphens (`RS-485`, `Wi-Fi`,
 * `pay-on-exit`: one part a number or at most three letters), whose break leaves "RS-" at a
 * line's end and "485" on the next; and the space before a dash that sets off a phrase, whose
 * break starts a line with the dash.
 */
const UNBREAKABLE = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+| (?=[–—])/gu;
const SHORT_PART = /^(?:\p{N}+|[\p{L}\p{N}]{1,3})$/u;
/** Longer runs may still need to break on a narrow screen. */
const MAX_UNBROKEN = 16;

function keepsTogether(run: string): boolean {
  if (run === ' ') return true;
  return run.length <= MAX_UNBROKEN && run.split('-').some((part) => SHORT_PART.test(part));
}

/**
 * Server text (D12: text, never markup) laid out so that a line break neither splits a short
 * hyphenated term nor starts a line with a dash: each such run is a no-wrap span (the space
 * before a dash with the dash, so the break falls after the dash). The text itself is unchanged,
 * so accessible names, search and copying see what the server sent. Our own translations carry
 * U+2011 and U+00A0 where they need them instead (docs/page-design.md).
 */
export function serverLine(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(UNBREAKABLE)) {
    if (!keepsTogether(match[0])) continue;
    // The dash joins the space's span: `Pune<span> –</span> ANPR`.
    const run = match[0] === ' ' ? text.slice(match.index, match.index + 2) : match[0];
    parts.push(text.slice(last, match.index), <Unbroken key={match.index}>{run}</Unbroken>);
    last = match.index + run.length;
  }
  if (last === 0) return text;
  parts.push(text.slice(last));
  return parts;
}
