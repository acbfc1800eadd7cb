import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDeferredPart } from '@/hooks/useDeferredPart';

/** Holds the sections' place, a screen high, so the footer does not rise into view meanwhile. */
const Placeholder = styled.div`
  min-height: 100vh;
`;

/**
 * The sections of a long page below its first screen, rendered just after it when the running
 * app shows the page (useDeferredPart). A #hash into them still lands: the scroll waits for its
 * element (useScrollOnNavigate).
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return useDeferredPart() ? children : <Placeholder />;
}
