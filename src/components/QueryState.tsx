import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, Loading } from './feedback';

/**
 * Reserves the room of the content to come: the prerendered page shows 'Loading...' here, and
 * without a floor the footer would sit in view and jump away when the data arrives (CLS).
 */
const Region = styled.div`
  min-height: ${({ theme }) => theme.layout.dataMinHeight};
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
  return <Region>{view()}</Region>;

  function view() {
    if (isLoading) return <Loading />;
    if (isError) return <EmptyState message={emptyMessage} onRetry={onRetry} />;
    if (isEmpty) return <EmptyState message={emptyMessage} />;
    return children;
  }
}
