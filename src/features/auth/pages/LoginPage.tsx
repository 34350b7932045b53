import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import TextField from '@/components/TextField';
import { useSession } from '@/lib/session/use-session';
import AuthLayout from '../components/AuthLayout';
import FormAlert from '@/components/FormAlert';
import GoogleSignIn from '../components/GoogleSignIn';
import OfflineNotice from '../components/OfflineNotice';
import SignedInNotice from '../components/SignedInNotice';
import WaitingWritesNotice from '../components/WaitingWritesNotice';
import { useAuthAction } from '../hooks/use-auth-action';
import { useFirebaseAuth } from '../hooks/use-firebase-auth';
import { cameFromGuard, returnPathFrom } from '@/lib/session/login-return';
import { emailFrom } from '../lib/typed-email';
import { signInWithEmail } from '../lib/sign-in-with-email';

/** /login: email and password, or Google; then back to the page the user came from (spec "Login"). */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const firebase = useFirebaseAuth();
  const action = useAuthAction();
  const id = useId();
  // No rules of its own (docs/spec.md section 5): the provider answers for an empty or wrong email or password.
  const form = useForm({ defaultValues: { email: emailFrom(location.state), password: '' } });

  const goBack = () => navigate(returnPathFrom(location.search), { replace: true });
  // Where signing in leads (`?next=`) comes along to the other auth pages.
  const forgotPassword = { pathname: '/forgot-password', search: location.search };

  const submit = form.handleSubmit(({ email, password }) =>
    action.run(async () => {
      await signInWithEmail(firebase.handle ?? (await firebase.load()), email, password);
      toast.success('Welcome!!');
      goBack();
    }),
  );

  return (
    <AuthLayout
      title="Login"
      lead="Welcome back! Log in to order, pay and keep track of your gear."
      footer={
        <>
          New to Shutterswap?{' '}
          <Link to={{ pathname: '/register', search: location.search }} state={location.state}>
            Register
          </Link>
        </>
      }
    >
      {session.user ? <SignedInNotice user={session.user} needsOtherAccount={cameFromGuard(location.search)} /> : null}
      {action.online ? null : <OfflineNotice action="Logging in" />}
      <WaitingWritesNotice />
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={`${id}-email`}
          label="Email"
          error={undefined}
          input={{ ...form.register('email'), type: 'email', autoComplete: 'email' }}
        />
        <TextField
          id={`${id}-password`}
          label="Password"
          error={undefined}
          input={{ ...form.register('password'), type: 'password', autoComplete: 'current-password' }}
        />
        <Link
          to={forgotPassword}
          className="auth-forgot"
          onClick={(event) => {
            // Read when pressed: an email typed before the app started is in the form's values but was never watched.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            navigate(forgotPassword, {
              state: { ...(location.state as object | null), email: form.getValues('email') },
            });
          }}
        >
          Forgot password?
        </Link>
        <button type="submit" className="ss-button auth-form__submit" disabled={action.pending || !action.ready}>
          {action.pending ? 'Logging in…' : 'Login'}
        </button>
      </form>
      <p className="auth-divider">
        <span>or</span>
      </p>
      <GoogleSignIn
        firebase={firebase.handle}
        loadFirebase={firebase.load}
        action={action}
        onSignedIn={() => {
          toast.success('Welcome!');
          goBack();
        }}
      />
      <FormAlert message={action.error} />
    </AuthLayout>
  );
}
