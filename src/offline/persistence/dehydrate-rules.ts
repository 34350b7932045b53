import { defaultShouldDehydrateQuery, type Mutation, type QueryClient } from '@tanstack/react-query';
import { markQueuedOffline, wasQueuedOffline } from '../../lib/queued-offline';

/**
 * Which mutations are stored: only those a reload can send (their function is registered under their key), and
 * of those the ones not settled yet (waiting for the connection, or on their way: the app may close before the
 * answer) and outbox entries the server refused (kept until the user has seen and dismissed them).
 */
export function shouldPersistMutation(queryClient: QueryClient, mutation: Mutation): boolean {
  const { mutationKey } = mutation.options;
  if (!mutationKey || !queryClient.getMutationDefaults(mutationKey).mutationFn) return false;
  const { status } = mutation.state;
  return status === 'pending' || (status === 'error' && wasQueuedOffline(mutation));
}

/** The stored copy of an outbox entry carries its mark (its meta may have been reset by a form observing it). */
function persistMutation(queryClient: QueryClient, mutation: Mutation): boolean {
  if (!shouldPersistMutation(queryClient, mutation)) return false;
  if (wasQueuedOffline(mutation)) markQueuedOffline(mutation);
  return true;
}

export function dehydrateOptions(queryClient: QueryClient) {
  return {
    shouldDehydrateQuery: defaultShouldDehydrateQuery,
    shouldDehydrateMutation: (mutation: Mutation) => persistMutation(queryClient, mutation),
  };
}
