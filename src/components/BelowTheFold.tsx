import { startTransition, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppRunning } from '@/hooks/useAppRunning';

/** Holds the sections' place, a screen high, so the footer does not rise into view meanwhile. */
const Placeholder = styled.div`
  min-height: 100vh;
`;

/**
 * The sections of a long page below its first screen. In the prerendered HTML, and so when it
 * is hydrated, they are there from the start. When the running app shows the page (after a
 * click on a link) they render in a transition right after the page's top: the click's own
 * task then renders and paints the heading without them, which on a phone was half its work
 * (issue 25, docs/performance.md). A #hash into them still lands: the scroll waits for its
 * element (useScrollOnNavigate).
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const running = useAppRunning();
  const [shown, setShown] = useState(!running);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : <Placeholder />;
}
