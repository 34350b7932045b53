import { newsletterSubscriptionSchema, type NewsletterSubscription } from '../../../../contract/newsletter';

export type NewsletterField = 'user_email' | 'user_name';
export type NewsletterFieldErrors = Partial<Record<NewsletterField, string>>;

export interface NewsletterFormValues {
  user_email: string;
  user_name?: string;
}

export type NewsletterValidation =
  { ok: true; subscription: NewsletterSubscription } | { ok: false; errors: NewsletterFieldErrors };

const EMAIL_REQUIRED = 'Enter your email address';
const NAME_REQUIRED = 'Enter your name';

/**
 * Checks a newsletter form with the contract's schema before anything is sent. The footer form
 * asks only for an email; the film modal also requires a name (spec: user_name and user_email).
 */
export function validateNewsletterForm(
  values: NewsletterFormValues,
  options: { requireName: boolean },
): NewsletterValidation {
  const errors: NewsletterFieldErrors = {};
  const name = values.user_name?.trim() ?? '';
  if (options.requireName && name === '') errors.user_name = NAME_REQUIRED;
  if (values.user_email.trim() === '') errors.user_email = EMAIL_REQUIRED;

  const parsed = newsletterSubscriptionSchema.safeParse({
    user_email: values.user_email,
    ...(name === '' ? {} : { user_name: name }),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'user_email' || field === 'user_name') && errors[field] === undefined) {
        errors[field] = issue.message;
      }
    }
  }

  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, subscription: parsed.data };
}
