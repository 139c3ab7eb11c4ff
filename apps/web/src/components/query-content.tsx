import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { LoadError } from './load-error.tsx';
import { PageLoader } from './page-loader.tsx';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface QueryContentProps {
  /** The list's TanStack query. */
  query: QueryLike;
  /** True when the (filtered) list has no rows. */
  isEmpty: boolean;
  /** The spec's words for an empty list ('No clients found'). */
  emptyMessage: string;
  /** False where a failed load shows the empty state, as those lists always did. */
  showLoadError?: boolean;
  children: ReactNode;
}

/** A list page's body: a loader while loading, the error with a retry, the empty state, or the list. */
export function QueryContent({
  query,
  isEmpty,
  emptyMessage,
  showLoadError = true,
  children,
}: QueryContentProps) {
  if (query.isPending) return <PageLoader />;
  if (showLoadError && query.isError && query.error)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty) return <EmptyState message={emptyMessage} />;
  return <>{children}</>;
}
