import type { z } from 'zod';
import { newsletterSubscriptionSchema } from '@contract/newsletter';
import { requiredText } from '@/lib/required-text';

/** The footer form: an email, required (docs/spec.md section 5), then the contract's rule. */
export const footerNewsletterSchema = newsletterSubscriptionSchema.extend({
  user_email: requiredText('Enter your email address').pipe(newsletterSubscriptionSchema.shape.user_email),
});

/** The film modal also requires a name (spec: user_name and user_email). */
export const modalNewsletterSchema = footerNewsletterSchema.extend({
  user_name: requiredText('Enter your name').pipe(newsletterSubscriptionSchema.shape.user_name.unwrap()),
});

export type NewsletterFormSchema = typeof footerNewsletterSchema | typeof modalNewsletterSchema;
export type NewsletterFormValues = z.input<typeof footerNewsletterSchema>;
