import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session/use-session';
import AuthField from '../components/AuthField';
import AuthLayout from '../components/AuthLayout';
import FormError from '../components/FormError';
import GoogleSignIn from '../components/GoogleSignIn';
import OfflineNotice from '../components/OfflineNotice';
import SignedInNotice from '../components/SignedInNotice';
import { useAuthAction } from '../hooks/use-auth-action';
import { useFirebaseAuth } from '../hooks/use-firebase-auth';
import { cameFromGuard, returnPathFrom } from '../lib/return-destination';
import { signInWithEmail } from '../lib/sign-in-with-email';

/** /login: email and password, or Google; then back to the page the user came from (spec "Login"). */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const firebase = useFirebaseAuth();
  const action = useAuthAction();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const goBack = () => navigate(returnPathFrom(location.state), { replace: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      await signInWithEmail(firebase.handle ?? (await firebase.load()), email, password);
      toast.success('Welcome!!');
      goBack();
    });
  };

  return (
    <AuthLayout
      title="Login"
      lead="Welcome back! Log in to order, pay and keep track of your gear."
      footer={
        <>
          New to Shutterswap?{' '}
          <Link to="/register" state={location.state}>
            Register
          </Link>
        </>
      }
    >
      {session.user ? <SignedInNotice user={session.user} needsOtherAccount={cameFromGuard(location.state)} /> : null}
      {action.online ? null : <OfflineNotice action="Logging in" />}
      <form className="auth-form" onSubmit={submit} noValidate>
        <AuthField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <AuthField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="ss-button auth-form__submit" disabled={action.pending}>
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
      <FormError message={action.error} />
    </AuthLayout>
  );
}
