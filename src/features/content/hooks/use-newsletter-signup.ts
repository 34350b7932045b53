import { useState } from 'react';
import toast from 'react-hot-toast';
import { useQueuedWrite } from '../../../offline/outbox/use-queued-write';
import { subscribeToNewsletterWrite } from '../api/subscribe-to-newsletter';
import {
  validateNewsletterForm,
  type NewsletterFieldErrors,
  type NewsletterFormValues,
} from '../lib/newsletter-form-validation';

export const OFFLINE_SUBSCRIPTION_MESSAGE = "You're offline. We'll subscribe you as soon as you're back online.";
export const WAITING_SUBSCRIPTION_MESSAGE = "No connection right now. We'll subscribe you as soon as it's back.";

interface NewsletterSignupOptions {
  requireName: boolean;
  /** The spec's toast for this form. */
  successMessage: string;
  onSubscribed?: () => void;
}

function isNewsletterField(field: string | undefined): field is keyof NewsletterFieldErrors {
  return field === 'user_email' || field === 'user_name';
}

/**
 * Validates with the contract's schema, sends through the outbox and turns the server's answer into the spec's
 * toast or an inline message under the offending field; with no connection the subscription waits in the outbox.
 */
export function useNewsletterSignup({ requireName, successMessage, onSubscribed }: NewsletterSignupOptions) {
  const write = useQueuedWrite();
  const [fieldErrors, setFieldErrors] = useState<NewsletterFieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();

  async function submit(values: NewsletterFormValues): Promise<void> {
    if (write.isSubmitting) return;
    const validation = validateNewsletterForm(values, { requireName });
    setFormError(undefined);
    if (!validation.ok) {
      setFieldErrors(validation.errors);
      return;
    }
    setFieldErrors({});

    const outcome = await write.submit(subscribeToNewsletterWrite(validation.subscription));
    if (outcome.result === 'refused') {
      if (isNewsletterField(outcome.field)) setFieldErrors({ [outcome.field]: outcome.message });
      else setFormError(outcome.message);
      return;
    }
    if (outcome.result === 'sent') toast.success(successMessage);
    else toast(navigator.onLine ? WAITING_SUBSCRIPTION_MESSAGE : OFFLINE_SUBSCRIPTION_MESSAGE);
    onSubscribed?.();
  }

  function clearFieldError(field: keyof NewsletterFieldErrors): void {
    if (fieldErrors[field] === undefined) return;
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  return {
    submit,
    fieldErrors,
    formError,
    clearFieldError,
    isSubmitting: write.isSubmitting,
  };
}
