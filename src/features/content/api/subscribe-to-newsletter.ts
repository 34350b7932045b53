import type { NewsletterSubscription } from '@contract/newsletter';
import type { NewOutboxEntry } from '@outbox-core/outbox-entry';

/** POST /api/newsletter as an outbox write, keyed by the email (the server keeps one subscription per email). */
export function subscribeToNewsletterWrite(subscription: NewsletterSubscription): NewOutboxEntry {
  return {
    id: `newsletter:${subscription.user_email}`,
    kind: 'newsletter',
    ownerId: null,
    request: { method: 'POST', path: '/api/newsletter', body: subscription },
  };
}
