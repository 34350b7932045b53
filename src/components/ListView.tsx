import type { ReactNode } from 'react';
import ErrorState from './ErrorState';
import WaitingForNetwork from './WaitingForNetwork';

/** What ListView reads of a list query (a React Query result fits). */
interface ListQuery<Item> {
  /** The list shown; undefined until there is one. */
  data: Item[] | undefined;
  isError: boolean;
  error: unknown;
  /** Failed tries of the read so far (React Query retries network failures): one means no network answered yet. */
  failureCount?: number;
  refetch: () => unknown;
}

interface ListViewProps<Item> {
  query: ListQuery<Item>;
  /** Shown while there is nothing to show yet. */
  skeleton: ReactNode;
  /** The error panel's title when the first load failed. */
  errorTitle: string;
  /** Shown when the list is empty. */
  empty: ReactNode;
  children: (items: Item[]) => ReactNode;
}

/**
 * A list in its states: skeleton, then "Waiting for the network" once a first try found none (offline, lie-fi), error
 * with "Try again", empty, or the list. A list already shown stays when a
 * background refresh fails (offline, a server hiccup): the error panel only replaces nothing.
 */
export default function ListView<Item>({ query, skeleton, errorTitle, empty, children }: ListViewProps<Item>) {
  if (query.data === undefined) {
    if (query.isError)
      return <ErrorState error={query.error} onRetry={() => void query.refetch()} title={errorTitle} />;
    if ((query.failureCount ?? 0) > 0) return <WaitingForNetwork onRetry={() => void query.refetch()} />;
    return skeleton;
  }
  if (query.data.length === 0) return empty;
  return children(query.data);
}
