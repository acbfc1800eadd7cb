import type { ReactNode } from 'react';
import { EmptyState, Loading } from './feedback';

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
  if (isLoading) return <Loading />;
  if (isError) return <EmptyState message={emptyMessage} onRetry={onRetry} />;
  if (isEmpty) return <EmptyState message={emptyMessage} />;
  return <>{children}</>;
}
