import TextField from '@/components/TextField';
import { useNewsletterSignup } from '@/features/content/hooks/use-newsletter-signup';
import { modalNewsletterSchema } from '@/features/content/lib/newsletter-form-schema';
import FormAlert from '@/components/FormAlert';
import FormActions from '@/components/FormActions';

export const MODAL_SUBSCRIBED_MESSAGE = 'Successfully Subscribed';

interface NewsletterModalFormProps {
  onSubscribed: () => void;
  onClose: () => void;
}

export default function NewsletterModalForm({ onSubscribed, onClose }: NewsletterModalFormProps) {
  const signup = useNewsletterSignup({
    schema: modalNewsletterSchema,
    defaultValues: { user_name: '', user_email: '' },
    successMessage: MODAL_SUBSCRIBED_MESSAGE,
    onSubscribed,
  });

  return (
    <form className="newsletter-modal__form" noValidate onSubmit={(event) => void signup.submit(event)}>
      <TextField
        id="newsletter-modal-name"
        label="Your name"
        required
        error={signup.fieldErrors.user_name?.message}
        input={{ ...signup.field('user_name'), type: 'text', autoComplete: 'name' }}
      />
      <TextField
        id="newsletter-modal-email"
        label="Email address"
        required
        error={signup.fieldErrors.user_email?.message}
        input={{ ...signup.field('user_email'), type: 'email', autoComplete: 'email' }}
      />
      <FormAlert message={signup.formError} />
      <FormActions
        className="newsletter-modal__actions"
        onCancel={onClose}
        cancelLabel="Close"
        submitLabel="Subscribe"
        busyLabel="Subscribing…"
        busy={signup.isSubmitting}
      />
    </form>
  );
}
