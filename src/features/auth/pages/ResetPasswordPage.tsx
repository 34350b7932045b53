import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import FormField from '@/components/FormField';
import AuthLayout from '../components/AuthLayout';
import FormAlert from '@/components/FormAlert';
import OfflineNotice from '../components/OfflineNotice';
import { useAuthAction } from '../hooks/use-auth-action';
import { useFirebaseAuth } from '../hooks/use-firebase-auth';
import { errorMessage } from '../lib/error-message';
import { emailOfResetCode, saveNewPassword } from '../lib/password-reset';

type LinkState = { kind: 'checking' } | { kind: 'valid'; email: string } | { kind: 'refused'; message: string };

/**
 * /reset-password?mode=resetPassword&oobCode=…: where the reset email's link leads (the project's email action
 * URL). Checks the link, asks for the new password, then sends the user to log in with it.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('mode') === 'resetPassword' ? params.get('oobCode') : null;
  const navigate = useNavigate();
  const firebase = useFirebaseAuth();
  const action = useAuthAction();
  const id = useId();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const form = useForm({ defaultValues: { password: '' } });
  const passwordError = form.formState.errors.password?.message;

  const loadFirebase = firebase.load;
  useEffect(() => {
    let current = true;
    const check = async () => {
      if (!code) throw new Error('This link is not a password reset link. Ask for a new one.');
      return emailOfResetCode(await loadFirebase(), code);
    };
    check().then(
      (email) => current && setLink({ kind: 'valid', email }),
      (error: unknown) => current && setLink({ kind: 'refused', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [code, loadFirebase]);

  const submit = form.handleSubmit(({ password }) =>
    action.run(async () => {
      if (link.kind !== 'valid' || !code) return;
      await saveNewPassword(firebase.handle ?? (await firebase.load()), code, password);
      toast.success('Your password is changed. Log in with it.');
      navigate('/login', { replace: true, state: { email: link.email } });
    }),
  );

  return (
    <AuthLayout
      title="Choose a new password"
      lead={link.kind === 'valid' ? `For ${link.email}.` : 'Checking your reset link…'}
      footer={<Link to="/login">Back to Login</Link>}
    >
      {action.online ? null : <OfflineNotice action="Resetting your password" />}
      {link.kind === 'refused' ? (
        <p className="auth-link-refused" role="alert">
          {link.message} <Link to="/forgot-password">Send a new link</Link>
        </p>
      ) : (
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          {/* Lets password managers store the new password under the right account. */}
          <input type="email" autoComplete="username" value={link.kind === 'valid' ? link.email : ''} hidden readOnly />
          <FormField id={`${id}-password`} label="New password" required error={passwordError}>
            {(control) => (
              <input
                {...control}
                {...form.register('password', { required: 'Choose a new password.' })}
                type="password"
                autoComplete="new-password"
                required
                className="form-field__input"
              />
            )}
          </FormField>
          <button
            type="submit"
            className="ss-button auth-form__submit"
            disabled={action.pending || !action.ready || link.kind !== 'valid'}
          >
            {action.pending ? 'Saving…' : 'Save new password'}
          </button>
        </form>
      )}
      <FormAlert message={action.error} />
    </AuthLayout>
  );
}
