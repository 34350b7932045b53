import toast from 'react-hot-toast';
import type { NewsletterSubscription } from '@contract/newsletter';
import { showRefusal } from '@/lib/show-refusal';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { useQueueWrite } from '@/offline/outbox/queue-write';
import type { NewsletterFormSchema, NewsletterFormValues } from '../lib/newsletter-form-schema';

export const OFFLINE_SUBSCRIPTION_MESSAGE = "You're offline. We'll subscribe you as soon as you're back online.";
export const WAITING_SUBSCRIPTION_MESSAGE = "No connection right now. We'll subscribe you as soon as it's back.";

interface NewsletterSignupOptions {
  schema: NewsletterFormSchema;
  defaultValues: NewsletterFormValues;
  /** The spec's toast for this form. */
  successMessage: string;
  onSubscribed?: () => void;
}

/**
 * A newsletter form checked with its schema on submit (a field's message goes as soon as that field changes),
 * sent through the outbox, and the server's answer turned into the spec's toast or a message under the field it
 * names; with no connection the subscription waits in the outbox.
 */
export function useNewsletterSignup({ schema, defaultValues, successMessage, onSubscribed }: NewsletterSignupOptions) {
  const write = useQueueWrite();
  const checked = useSubmitCheckedForm<NewsletterFormValues, NewsletterSubscription>(schema, defaultValues);
  const { form } = checked;

  const submit = form.handleSubmit(async (subscription) => {
    if (write.isSubmitting) return;
    const outcome = await write.submit('newsletter', subscription);
    if (outcome.result === 'refused') {
      showRefusal(form.setError, ['user_email', 'user_name'], outcome);
      return;
    }
    if (outcome.result === 'sent') toast.success(successMessage);
    else toast(navigator.onLine ? WAITING_SUBSCRIPTION_MESSAGE : OFFLINE_SUBSCRIPTION_MESSAGE);
    form.reset();
    onSubscribed?.();
  });

  return { ...checked, submit, isSubmitting: write.isSubmitting };
}
