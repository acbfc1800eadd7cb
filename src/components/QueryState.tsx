import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, Loading } from './feedback';
import { theme } from '@/theme/theme';

/**
 * Reserves the room of the content to come: the prerendered page shows 'Loading...' here, and
 * without a floor the footer would sit in view and jump away when the data arrives (CLS).
 */
const Region = styled.div`
  min-height: ${theme.layout.dataMinHeight};
`;

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
  // A region per state, not one whose insides change: when the data comes, 'Loading...' is
  // taken away and the content put in its place. One region kept across the change would be
  // content that moved whenever anything above it grew at the same time (a detail page's
  // header gains its badge, heading and date with the data): a layout shift.
  return <Region key={state}>{view()}</Region>;

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
