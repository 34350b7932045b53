import { hashKey, type MutationKey } from '@tanstack/react-query';

/**
 * The mutations the offline outbox keeps and replays, by key. The keys are stored in IndexedDB with each waiting
 * mutation, so they never change (a unit test keeps them equal to the features' own). Their functions are the
 * features' mutation defaults, registered before the cache is restored.
 */
export interface OutboxKind {
  key: MutationKey;
  /** Personal entries belong to the signed-in user: dropped when someone else signs in or they log out. */
  personal: boolean;
  /** "2 orders": how the toasts count them. */
  count: (n: number) => string;
  /** The toast once they have all reached the server. */
  sentMessage: (n: number) => string;
}

export const OUTBOX_KINDS: readonly OutboxKind[] = [
  {
    key: ['orders', 'place'],
    personal: true,
    count: (n) => (n === 1 ? '1 order' : `${n} orders`),
    // The spec's toast for one order.
    sentMessage: (n) => (n === 1 ? 'Order Placed Successfully!' : `${n} Orders Placed Successfully!`),
  },
  {
    key: ['newsletter', 'subscribe'],
    personal: false,
    count: (n) => (n === 1 ? '1 newsletter sign-up' : `${n} newsletter sign-ups`),
    sentMessage: () => 'You are subscribed to the Shutterswap newsletter.',
  },
];

const byHash = new Map(OUTBOX_KINDS.map((kind) => [hashKey(kind.key), kind]));

export function outboxKindOf(mutationKey: MutationKey | undefined): OutboxKind | undefined {
  return mutationKey ? byHash.get(hashKey(mutationKey)) : undefined;
}

/** Unknown kinds count as personal: when in doubt, one user's data never reaches the next. */
export function isPersonalMutationKey(mutationKey: MutationKey | undefined): boolean {
  return outboxKindOf(mutationKey)?.personal ?? true;
}
