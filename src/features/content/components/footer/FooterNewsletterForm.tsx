import { useId } from 'react';
import TextField from '@/components/TextField';
import { useNewsletterSignup } from '@/features/content/hooks/use-newsletter-signup';
import { footerNewsletterSchema } from '@/features/content/lib/newsletter-form-schema';
import './footer-newsletter-form.css';
import FormAlert from '@/components/FormAlert';

export const FOOTER_SUBSCRIBED_MESSAGE = "You've subscribed to our newsletter!";

export default function FooterNewsletterForm() {
  // Ionic keeps the previous page (and its footer) mounted, so ids must be unique per instance.
  const emailId = useId();
  const signup = useNewsletterSignup({
    schema: footerNewsletterSchema,
    defaultValues: { user_email: '' },
    successMessage: FOOTER_SUBSCRIBED_MESSAGE,
  });

  return (
    <form
      className="footer-newsletter-form"
      noValidate
      onSubmit={(event) => void signup.submit(event)}
      aria-label="Newsletter sign-up"
    >
      <div className="footer-newsletter-form__row">
        <TextField
          id={emailId}
          label="Email address"
          hideLabel
          error={signup.fieldErrors.user_email?.message}
          input={{
            ...signup.field('user_email'),
            type: 'email',
            placeholder: 'you@example.com',
            autoComplete: 'email',
            required: true,
          }}
        />
        <button type="submit" className="ss-button footer-newsletter-form__submit" disabled={signup.isSubmitting}>
          {signup.isSubmitting ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <FormAlert message={signup.formError} />
    </form>
  );
}
