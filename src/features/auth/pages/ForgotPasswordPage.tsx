import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import FormField from '@/components/FormField';
import AuthLayout from '../components/AuthLayout';
import FormAlert from '@/components/FormAlert';
import OfflineNotice from '../components/OfflineNotice';
import { useAuthAction } from '../hooks/use-auth-action';
import { useFirebaseAuth } from '../hooks/use-firebase-auth';
import { looksLikeEmail } from '../lib/email-shape';
import { sendPasswordReset } from '../lib/password-reset';
import { emailFrom } from '../lib/typed-email';

export const RESET_LINK_SENT = 'If an account exists for that email, we sent a link to reset the password.';

/** /forgot-password: the email (as typed on the login form), then a reset link is sent to it. */
export default function ForgotPasswordPage() {
  const location = useLocation();
  const firebase = useFirebaseAuth();
  const action = useAuthAction();
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ defaultValues: { email: emailFrom(location.state) } });
  const emailError = form.formState.errors.email?.message;

  const submit = form.handleSubmit(({ email }) =>
    action.run(async () => {
      setSentTo(null);
      await sendPasswordReset(firebase.handle ?? (await firebase.load()), email);
      setSentTo(email.trim());
    }),
  );

  return (
    <AuthLayout
      title="Reset your password"
      lead="Enter the email you log in with, and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to={{ pathname: '/login', search: location.search }} state={location.state}>
            Back to Login
          </Link>
        </>
      }
    >
      {action.online ? null : <OfflineNotice action="Resetting your password" />}
      <p className="auth-signed-in" role="status" hidden={!sentTo}>
        {sentTo ? RESET_LINK_SENT : ''}
      </p>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormField id={`${id}-email`} label="Email" required error={emailError}>
          {(control) => (
            <input
              {...control}
              {...form.register('email', {
                validate: (email) => looksLikeEmail(email) || 'Enter a valid email address, like name@example.com.',
              })}
              type="email"
              autoComplete="email"
              required
              className="form-field__input"
            />
          )}
        </FormField>
        <button type="submit" className="ss-button auth-form__submit" disabled={action.pending || !action.ready}>
          {action.pending ? 'Sending…' : sentTo ? 'Send the link again' : 'Send reset link'}
        </button>
      </form>
      <FormAlert message={action.error} />
    </AuthLayout>
  );
}
