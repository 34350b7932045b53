import { SIGN_UP_ROLE_OPTIONS, type SignUpRole } from '../lib/register-validation';

interface RoleFieldProps {
  value: SignUpRole | '';
  error: string | undefined;
  onChange: (role: SignUpRole | '') => void;
}

/** Buyer or Seller (spec "Register"); no default, so the choice is deliberate. */
export default function RoleField({ value, error, onChange }: RoleFieldProps) {
  return (
    <div className="auth-field">
      <label htmlFor="register-role" className="auth-field__label">
        Role
      </label>
      <select
        id="register-role"
        name="role"
        required
        className="auth-field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby="register-role-message"
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
      <p id="register-role-message" className="auth-field__message">
        {error ?? ''}
      </p>
    </div>
  );
}
