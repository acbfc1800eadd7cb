import { useCallback, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, Loading } from './feedback';

/**
 * Reserves the room of the content to come: the prerendered page shows 'Loading...' here, and
 * without a floor the footer would sit in view and jump away when the data arrives (CLS). In
 * the HTML, and until the browser reports where the region is (useFloor), the floor is a full
 * screen, so the footer is below the first screen wherever the region starts; once measured it
 * keeps the footer there and no further. A floor of 70 % could show the footer for that frame
 * under a region that starts high, and then move it away.
 */
const Region = styled.div`
  min-height: 100vh;
`;

/**
 * The floor the region needs: down to the bottom of the first screen from where it starts,
 * none when it starts below it (`/career`'s openings, under a tall intro, kept 90 px of white
 * under two rows of cards: issue 59), and none when the content was there from the first
 * render (a content snapshot page, or an answer in the cache), since nothing arrives to move
 * the footer. Measured once, for the first region that shows; a change there is below the
 * first screen, so it moves nothing a visitor sees.
 *
 * Measured by an IntersectionObserver's first report, which the browser makes from its own
 * layout of the next frame. A `getBoundingClientRect` when the region mounts forced that
 * layout inside React's commit, so the hydration of a page whose content was still to come
 * laid the whole page out in the app's task (19–28 ms of a blog post's 37–54 ms hydration task;
 * docs/performance.md, "A fetched page's content"). Without an observer the region keeps the
 * HTML's floor.
 */
function useFloor(startsWithContent: boolean) {
  const [floor, setFloor] = useState<number | undefined>(startsWithContent ? 0 : undefined);
  const measured = useRef(startsWithContent);
  const measure = useCallback((region: HTMLDivElement | null) => {
    if (!region || measured.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      if (!entry) return;
      measured.current = true;
      // Read in the observer's task, right after the frame's layout: scrollY costs nothing.
      const top = entry.boundingClientRect.top + window.scrollY;
      setFloor(Math.max(0, Math.ceil(window.innerHeight - top)));
    });
    observer.observe(region);
    // A region replaced before the report (the content came within a frame): the next one is
    // measured instead.
    return () => observer.disconnect();
  }, []);
  return { ref: measure, style: floor === undefined ? undefined : { minHeight: floor } };
}

interface QueryStateProps {
  isLoading: boolean;
  isError: boolean;
  /** True when the request succeeded but there is nothing to show. */
  isEmpty: boolean;
  emptyMessage: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * The data-page lifecycle of spec section 4: 'Loading...', then the content or the page's
 * empty view. A failed request shows the same empty view (spec section 8) plus "Try again" (D13).
 */
export function QueryState({
  isLoading,
  isError,
  isEmpty,
  emptyMessage,
  onRetry,
  children,
}: QueryStateProps) {
  const state = stateOf({ isLoading, isError, isEmpty });
  const [startsWithContent] = useState(state === 'content');
  const floor = useFloor(startsWithContent);
  // A region per state, not one whose insides change: when the data comes, 'Loading...' is
  // taken away and the content put in its place. One region kept across the change would be
  // content that moved whenever anything above it grew at the same time (a detail page's
  // header gains its badge, heading and date with the data): a layout shift.
  return (
    <Region key={state} {...floor}>
      {view()}
    </Region>
  );

  function view() {
    switch (state) {
      case 'loading':
        return <Loading />;
      case 'error':
        return <EmptyState message={emptyMessage} onRetry={onRetry} />;
      case 'empty':
        return <EmptyState message={emptyMessage} />;
      case 'content':
        return children;
    }
  }
}

function stateOf({
  isLoading,
  isError,
  isEmpty,
}: Pick<QueryStateProps, 'isLoading' | 'isError' | 'isEmpty'>) {
  if (isLoading) return 'loading';
  if (isError) return 'error';
  if (isEmpty) return 'empty';
  return 'content';
}
