import { useCallback, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, Loading } from './feedback';
import { theme } from '@/theme/theme';

/**
 * Reserves the room of the content to come: the prerendered page shows 'Loading...' here, and
 * without a floor the footer would sit in view and jump away when the data arrives (CLS). In
 * the HTML the floor is a fixed 70 % of the screen; once the app runs it is what keeps the
 * footer below the first screen and no more (useFloor).
 */
const Region = styled.div`
  min-height: ${theme.layout.dataMinHeight};
`;

/**
 * The floor the region needs: down to the bottom of the first screen from where it starts,
 * none when it starts below it (`/career`'s openings, under a tall intro, kept 90 px of white
 * under two rows of cards: issue 59), and none when the content was there from the first
 * render (a content snapshot page, or an answer in the cache), since nothing arrives to move
 * the footer. Measured once, when the region first mounts; a change there is below the first
 * screen, so it moves nothing a visitor sees.
 */
function useFloor(startsWithContent: boolean) {
  const [floor, setFloor] = useState<number | undefined>(startsWithContent ? 0 : undefined);
  // Reading the region's place lays the page out there and then, inside the commit: once the
  // floor is known it is not read again, not even when the content arrives, the commit that
  // puts the most on the page.
  const measured = useRef(startsWithContent);
  const measure = useCallback((region: HTMLDivElement | null) => {
    if (!region || measured.current) return;
    measured.current = true;
    const top = region.getBoundingClientRect().top + window.scrollY;
    setFloor(Math.max(0, Math.ceil(window.innerHeight - top)));
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
