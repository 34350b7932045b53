import { z } from 'zod';
import { freeText } from './free-text.ts';

export const newsletterSubscriptionSchema = z.object({
  user_email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  user_name: freeText().max(100).optional(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

export const newsletterSubscribedSchema = z.object({ acknowledged: z.literal(true), alreadySubscribed: z.boolean() });
export type NewsletterSubscribed = z.infer<typeof newsletterSubscribedSchema>;
