import { useMutation, type QueryClient } from '@tanstack/react-query';
import {
  newsletterSubscribedSchema,
  type NewsletterSubscribed,
  type NewsletterSubscription,
} from '../../../../contract/newsletter';
import { postJson } from '../../../lib/http';

/** A later offline issue persists paused mutations by this key, so it must never change. */
export const newsletterMutationKey = ['newsletter', 'subscribe'] as const;

export function subscribeToNewsletter(subscription: NewsletterSubscription): Promise<NewsletterSubscribed> {
  return postJson('/api/newsletter', subscription, newsletterSubscribedSchema);
}

/**
 * Registers the mutation function under its key. A subscription made offline is paused and
 * persisted; after a reload only the defaults know how to send it, so the shell calls this at
 * start-up, before the persisted cache is restored.
 */
export function registerNewsletterMutationDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(newsletterMutationKey, {
    mutationFn: (subscription: NewsletterSubscription) => subscribeToNewsletter(subscription),
    networkMode: 'online',
  });
}

export function useSubscribeToNewsletter() {
  return useMutation<NewsletterSubscribed, Error, NewsletterSubscription>({
    mutationKey: newsletterMutationKey,
    mutationFn: subscribeToNewsletter,
    // 'online' pauses the call while the device is offline (instead of failing it), so the
    // subscription is kept, persisted by its key and sent once the connection returns.
    networkMode: 'online',
  });
}
