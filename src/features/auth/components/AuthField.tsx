import { useId, type InputHTMLAttributes } from 'react';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
}

/** A labelled input with its inline message underneath (linked by aria-describedby). */
export default function AuthField({ label, error, ...inputProps }: AuthFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <input
        id={id}
        className="auth-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        {...inputProps}
      />
      <p id={messageId} className="auth-field__message">
        {error ?? ''}
      </p>
    </div>
  );
}
