import type { InputHTMLAttributes, ReactNode } from 'react';
import './form-field.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  error?: string | undefined;
  /** A quiet line under the label, e.g. how the seller will use the number. */
  hint?: ReactNode;
}

/** A labelled input with its message underneath in red (linked by aria-describedby). Read-only inputs look settled. */
export default function FormField({ id, label, error, hint, ...inputProps }: FormFieldProps) {
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className="form-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${hintId} ${messageId}` : messageId}
        {...inputProps}
      />
      <p id={messageId} className="form-field__message">
        {error ?? ''}
      </p>
    </div>
  );
}
