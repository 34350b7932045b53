import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError } from '../../../lib/http';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';
import {
  validateNewsletterForm,
  type NewsletterFieldErrors,
  type NewsletterFormValues,
} from '../lib/newsletter-form-validation';

export const OFFLINE_SUBSCRIPTION_MESSAGE = "You're offline. We'll subscribe you as soon as you're back online.";

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
 * Validates with the contract's schema, sends through the newsletter mutation and turns the
 * server's answer into the spec's toast or an inline message under the offending field.
 */
export function useNewsletterSignup({ requireName, successMessage, onSubscribed }: NewsletterSignupOptions) {
  const mutation = useSubscribeToNewsletter();
  const [fieldErrors, setFieldErrors] = useState<NewsletterFieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();

  function submit(values: NewsletterFormValues): void {
    const validation = validateNewsletterForm(values, { requireName });
    setFormError(undefined);
    if (!validation.ok) {
      setFieldErrors(validation.errors);
      return;
    }
    setFieldErrors({});

    const startedOffline = !onlineManager.isOnline();
    mutation.mutate(validation.subscription, {
      onSuccess: () => {
        if (!startedOffline) toast.success(successMessage);
        onSubscribed?.();
      },
      onError: (error) => {
        if (error instanceof ApiError && isNewsletterField(error.field)) {
          setFieldErrors({ [error.field]: error.message });
        } else {
          setFormError(error.message);
        }
      },
    });
    if (startedOffline) {
      toast(OFFLINE_SUBSCRIPTION_MESSAGE);
      onSubscribed?.();
    }
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
    isSubmitting: mutation.isPending && !mutation.isPaused,
  };
}
