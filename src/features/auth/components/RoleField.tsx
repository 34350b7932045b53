import { useId } from 'react';
import { SIGN_UP_ROLE_OPTIONS, type SignUpRole } from '../lib/register-validation';

interface RoleFieldProps {
  value: SignUpRole | '';
  error: string | undefined;
  onChange: (role: SignUpRole | '') => void;
}

/** Buyer or Seller (spec "Register"); no default, so the choice is deliberate. */
export default function RoleField({ value, error, onChange }: RoleFieldProps) {
  const id = useId();
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        Role
      </label>
      <select
        id={id}
        name="role"
        required
        className="auth-field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        onChange={(event) => onChange(event.target.value as SignUpRole | '')}
      >
        <option value="" disabled>
          Choose Buyer or Seller
        </option>
        {SIGN_UP_ROLE_OPTIONS.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </select>
      <p id={`${id}-message`} className="auth-field__message">
        {error ?? ''}
      </p>
    </div>
  );
}
