import type { QueryKey } from '@tanstack/react-query';
import { personalQueryKey } from '@/lib/session/personal-query-key';
import type { OutboxKindName } from '@outbox-core/outbox-entry';

/** How the user hears of each kind of queued write, and which cached answers its arrival makes stale. */
export interface OutboxKind {
  name: OutboxKindName;
  /** "2 orders": how the toasts and the logout question count them. */
  count: (n: number) => string;
  /** The toast once they have all reached the server. */
  sentMessage: (n: number) => string;
  /** Cached answers to refetch once one has arrived. */
  refreshes: QueryKey[];
  /**
   * Whether a screen shows its refusals until dismissed (My Orders). Without one, the refusal toast is how the
   * user sees it, and the record goes once a visible tab has shown it.
   */
  refusalShownOnScreen: boolean;
}

const plural = (one: string, many: string) => (n: number) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const OUTBOX_KINDS: Record<OutboxKindName, OutboxKind> = {
  order: {
    name: 'order',
    count: plural('order', 'orders'),
    // The spec's toast for one order.
    sentMessage: (n) => (n === 1 ? 'Order Placed Successfully!' : `${n} Orders Placed Successfully!`),
    refreshes: [personalQueryKey('orders')],
    refusalShownOnScreen: true,
  },
  'order-removal': {
    name: 'order-removal',
    count: plural('order removal', 'order removals'),
    sentMessage: (n) => (n === 1 ? 'Order removed' : `${n} orders removed`),
    refreshes: [personalQueryKey('orders')],
    refusalShownOnScreen: true,
  },
  wishlist: {
    name: 'wishlist',
    count: plural('wishlist addition', 'wishlist additions'),
    sentMessage: (n) => (n === 1 ? 'Product added to wishlist' : `${n} products added to your wishlist`),
    refreshes: [personalQueryKey('wishlist')],
    refusalShownOnScreen: false,
  },
  report: {
    name: 'report',
    count: plural('report', 'reports'),
    sentMessage: (n) => (n === 1 ? 'Your report was sent.' : `${n} reports were sent.`),
    refreshes: [],
    refusalShownOnScreen: false,
  },
  message: {
    name: 'message',
    count: plural('message', 'messages'),
    sentMessage: (n) => (n === 1 ? 'Message sent' : `${n} messages sent`),
    refreshes: [personalQueryKey('orders')],
    refusalShownOnScreen: true,
  },
  handover: {
    name: 'handover',
    count: plural('hand-over confirmation', 'hand-over confirmations'),
    sentMessage: (n) => (n === 1 ? 'Hand-over confirmed. Enjoy your gear!' : `${n} hand-overs confirmed`),
    refreshes: [personalQueryKey('orders')],
    refusalShownOnScreen: false,
  },
  'handover-record': {
    name: 'handover-record',
    count: plural('hand-over record', 'hand-over records'),
    sentMessage: (n) => (n === 1 ? 'Hand-over recorded.' : `${n} hand-overs recorded`),
    refreshes: [personalQueryKey('orders')],
    refusalShownOnScreen: false,
  },
  rating: {
    name: 'rating',
    count: plural('rating', 'ratings'),
    sentMessage: (n) => (n === 1 ? 'Thank you for your rating' : `${n} ratings sent`),
    // The seller's average shows on their listings.
    refreshes: [personalQueryKey('orders'), ['products']],
    refusalShownOnScreen: false,
  },
  listing: {
    name: 'listing',
    count: plural('listing', 'listings'),
    // The spec's toast for a listing added.
    sentMessage: (n) => (n === 1 ? 'Product Added Successfully' : `${n} Products Added Successfully`),
    // The seller's own list, and every public list it may now be in.
    refreshes: [personalQueryKey('selling'), ['products']],
    refusalShownOnScreen: true,
  },
  offer: {
    name: 'offer',
    count: plural('offer', 'offers'),
    sentMessage: (n) => (n === 1 ? 'Offer sent to the seller' : `${n} offers sent`),
    refreshes: [personalQueryKey('offers')],
    refusalShownOnScreen: true,
  },
  'saved-search': {
    name: 'saved-search',
    count: plural('saved search', 'saved searches'),
    sentMessage: (n) => (n === 1 ? 'Search saved' : `${n} searches saved`),
    refreshes: [personalQueryKey('saved-searches')],
    refusalShownOnScreen: false,
  },
  newsletter: {
    name: 'newsletter',
    count: plural('newsletter sign-up', 'newsletter sign-ups'),
    sentMessage: () => 'You are subscribed to the Shutterswap newsletter.',
    refreshes: [],
    refusalShownOnScreen: false,
  },
};

/** "2 orders and 1 report": what a list of records holds, per kind, in the registry's order. */
export function describeCounts(kinds: readonly OutboxKindName[]): string[] {
  return Object.values(OUTBOX_KINDS).flatMap((kind) => {
    const n = kinds.filter((name) => name === kind.name).length;
    return n > 0 ? [kind.count(n)] : [];
  });
}
