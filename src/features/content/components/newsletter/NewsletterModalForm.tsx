import { useState, type FormEvent } from 'react';
import { useNewsletterSignup } from '../../hooks/use-newsletter-signup';
import TextField from '../common/TextField';

export const MODAL_SUBSCRIBED_MESSAGE = 'Successfully Subscribed';

interface NewsletterModalFormProps {
  onSubscribed: () => void;
  onClose: () => void;
}

export default function NewsletterModalForm({ onSubscribed, onClose }: NewsletterModalFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const signup = useNewsletterSignup({ requireName: true, successMessage: MODAL_SUBSCRIBED_MESSAGE, onSubscribed });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signup.submit({ user_name: name, user_email: email });
  }

  return (
    <form className="newsletter-modal__form" noValidate onSubmit={handleSubmit}>
      <TextField
        id="newsletter-modal-name"
        name="user_name"
        type="text"
        label="Your name"
        autoComplete="name"
        value={name}
        error={signup.fieldErrors.user_name}
        onChange={(value) => {
          setName(value);
          signup.clearFieldError('user_name');
        }}
      />
      <TextField
        id="newsletter-modal-email"
        name="user_email"
        type="email"
        label="Email address"
        autoComplete="email"
        value={email}
        error={signup.fieldErrors.user_email}
        onChange={(value) => {
          setEmail(value);
          signup.clearFieldError('user_email');
        }}
      />
      {signup.formError ? (
        <p className="form-error" role="alert">
          {signup.formError}
        </p>
      ) : null}
      <div className="newsletter-modal__actions">
        <button type="button" className="ss-button ss-button--ghost" onClick={onClose}>
          Close
        </button>
        <button type="submit" className="ss-button" disabled={signup.isSubmitting}>
          {signup.isSubmitting ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}
