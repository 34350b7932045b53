import type { NewsletterSubscription } from '@contract/newsletter.ts';
import type { Db } from '@server/db/database.ts';
import { newsletterSubscribers } from '@server/db/schema.ts';

/** Subscribes an email once. Answers whether it was subscribed already. */
export async function subscribeToNewsletter(
  db: Db,
  { user_email: email, user_name: name }: NewsletterSubscription,
): Promise<{ alreadySubscribed: boolean }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email, name: name ?? '' })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { alreadySubscribed: inserted.length === 0 };
}
