import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import TextField from '@/components/TextField';
import { ApiError } from '@/lib/api-error';
import { refusedField, showRefusal } from '@/lib/show-refusal';
import AuthLayout from '../components/AuthLayout';
import FormAlert from '@/components/FormAlert';
import GoogleSignIn from '../components/GoogleSignIn';
import OfflineNotice from '../components/OfflineNotice';
import PictureField from '../components/PictureField';
import RegisterProgress from '../components/RegisterProgress';
import { useAuthAction } from '../hooks/use-auth-action';
import { useFirebaseAuth } from '../hooks/use-firebase-auth';
import { registerAccount, type RegisterStep } from '../lib/register-account';
import { PASSWORD_RULE, registerFormSchema, type RegisterFormValues, type RegisterInput } from '../lib/register-schema';

const REGISTER_FIELDS = ['name', 'email', 'password', 'picture'] as const;
/** What POST /api/users calls the form's fields. */
const ACCOUNT_FIELD_NAMES = { displayName: 'name', photoURL: 'picture' } as const;

/** /register: name, email, password and picture, or Google; then home (spec "Register"). Every account buys. */
export default function RegisterPage() {
  const navigate = useNavigate();
  // Carried back to Login: where signing in leads (`?next=`).
  const location = useLocation();
  const firebase = useFirebaseAuth();
  const action = useAuthAction();
  const id = useId();
  const [step, setStep] = useState<RegisterStep | null>(null);
  // Checked on submit; from then on a field's message follows its corrections.
  const form = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', picture: null },
  });
  const { errors } = form.formState;

  const welcome = () => {
    toast.success('Welcome!');
    navigate('/', { replace: true });
  };

  const submit = form.handleSubmit((input) =>
    action
      .run(async () => {
        try {
          await registerAccount(firebase.handle ?? (await firebase.load()), input, setStep);
        } catch (cause) {
          // The server's refusal of one field shows on that field; anything else under the form.
          const refusal = cause instanceof ApiError ? cause : undefined;
          if (!refusal || refusedField(REGISTER_FIELDS, refusal, ACCOUNT_FIELD_NAMES) === undefined) throw cause;
          showRefusal(form.setError, REGISTER_FIELDS, refusal, ACCOUNT_FIELD_NAMES);
          return;
        }
        welcome();
      })
      .finally(() => setStep(null)),
  );

  return (
    <AuthLayout
      title="Register"
      lead="Join Shutterswap to buy pre-loved gear or give your own cameras a second life."
      footer={
        <>
          Already have an account? <Link to={{ pathname: '/login', search: location.search }}>Login</Link>
        </>
      }
    >
      {action.online ? null : <OfflineNotice action="Registering" />}
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={`${id}-name`}
          label="Full name"
          required
          error={errors.name?.message}
          input={{ ...form.register('name'), autoComplete: 'name' }}
        />
        <TextField
          id={`${id}-email`}
          label="Email"
          required
          error={errors.email?.message}
          input={{ ...form.register('email'), type: 'email', autoComplete: 'email' }}
        />
        <TextField
          id={`${id}-password`}
          label="Password"
          required
          hint={PASSWORD_RULE}
          error={errors.password?.message}
          input={{ ...form.register('password'), type: 'password', autoComplete: 'new-password' }}
        />
        <Controller
          control={form.control}
          name="picture"
          render={({ field, fieldState }) => (
            <PictureField
              error={fieldState.error?.message}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
        <p className="auth-form__note">
          One account buys and sells: when you have gear to sell, choose Start selling on your dashboard.
        </p>
        {step ? <RegisterProgress step={step} /> : null}
        <button type="submit" className="ss-button auth-form__submit" disabled={action.pending || !action.ready}>
          {action.pending ? 'Registering…' : 'Register'}
        </button>
      </form>
      <p className="auth-divider">
        <span>or</span>
      </p>
      <GoogleSignIn firebase={firebase.handle} loadFirebase={firebase.load} action={action} onSignedIn={welcome} />
      <FormAlert message={action.error} />
    </AuthLayout>
  );
}
