import { useId, useState, type FormEvent } from 'react';
import { useNewsletterSignup } from '../../hooks/use-newsletter-signup';
import TextField from '../common/TextField';
import './footer-newsletter-form.css';

export const FOOTER_SUBSCRIBED_MESSAGE = "You've subscribed to our newsletter!";

export default function FooterNewsletterForm() {
  // Ionic keeps the previous page (and its footer) mounted, so ids must be unique per instance.
  const emailId = useId();
  const [email, setEmail] = useState('');
  const signup = useNewsletterSignup({
    requireName: false,
    successMessage: FOOTER_SUBSCRIBED_MESSAGE,
    onSubscribed: () => setEmail(''),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signup.submit({ user_email: email });
  }

  return (
    <form className="footer-newsletter-form" noValidate onSubmit={handleSubmit} aria-label="Newsletter sign-up">
      <div className="footer-newsletter-form__row">
        <TextField
          id={emailId}
          name="user_email"
          type="email"
          label="Email address"
          hideLabel
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          error={signup.fieldErrors.user_email}
          onChange={(value) => {
            setEmail(value);
            signup.clearFieldError('user_email');
          }}
        />
        <button type="submit" className="ss-button footer-newsletter-form__submit" disabled={signup.isSubmitting}>
          {signup.isSubmitting ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {signup.formError ? (
        <p className="form-error" role="alert">
          {signup.formError}
        </p>
      ) : null}
    </form>
  );
}
