import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import AuthField from '../components/AuthField';
import AuthLayout from '../components/AuthLayout';
import FormError from '../components/FormError';
import GoogleSignIn from '../components/GoogleSignIn';
import OfflineNotice from '../components/OfflineNotice';
import PictureField from '../components/PictureField';
import RegisterProgress from '../components/RegisterProgress';
import RoleField from '../components/RoleField';
import { useAuthAction } from '../hooks/use-auth-action';
import { useFirebaseAuth } from '../hooks/use-firebase-auth';
import { registerAccount, type RegisterStep } from '../lib/register-account';
import {
  hasErrors,
  validateRegisterForm,
  type RegisterErrors,
  type RegisterValues,
  type SignUpRole,
} from '../lib/register-validation';

const EMPTY_FORM: RegisterValues = { name: '', email: '', password: '', picture: null, role: '' };

/** /register: name, email, password, picture and role, or Google; then home (spec "Register"). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const firebase = useFirebaseAuth();
  const action = useAuthAction();
  const [values, setValues] = useState<RegisterValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [step, setStep] = useState<RegisterStep | null>(null);

  const change = <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes once it is corrected; the others wait for the next submit.
    if (errors[field])
      setErrors((current) => ({ ...current, [field]: validateRegisterForm({ ...values, [field]: value })[field] }));
  };

  const welcome = () => {
    toast.success('Welcome!');
    navigate('/', { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegisterForm(values);
    setErrors(found);
    if (hasErrors(found) || !values.picture || !values.role) return;
    const input = { ...values, picture: values.picture, role: values.role };
    void action
      .run(async () => {
        await registerAccount(firebase.handle ?? (await firebase.load()), input, setStep);
        welcome();
      })
      .finally(() => setStep(null));
  };

  return (
    <AuthLayout
      title="Register"
      lead="Join Shutterswap to buy pre-loved gear or give your own cameras a second life."
      footer={
        <>
          Already have an account? <Link to="/login">Login</Link>
        </>
      }
    >
      {action.online ? null : <OfflineNotice action="Registering" />}
      <form className="auth-form" onSubmit={submit} noValidate>
        <AuthField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => change('name', event.target.value)}
        />
        <AuthField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <AuthField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        <PictureField error={errors.picture} onChange={(file) => change('picture', file)} />
        <RoleField value={values.role} error={errors.role} onChange={(role: SignUpRole | '') => change('role', role)} />
        {step ? <RegisterProgress step={step} /> : null}
        <button type="submit" className="ss-button auth-form__submit" disabled={action.pending}>
          {action.pending ? 'Registering…' : 'Register'}
        </button>
      </form>
      <p className="auth-divider">
        <span>or</span>
      </p>
      <GoogleSignIn firebase={firebase.handle} loadFirebase={firebase.load} action={action} onSignedIn={welcome} />
      <FormError message={action.error} />
    </AuthLayout>
  );
}
