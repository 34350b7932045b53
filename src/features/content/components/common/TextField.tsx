import type { ChangeEvent } from 'react';
import FieldError from './FieldError';
import './form-controls.css';

interface TextFieldProps {
  id: string;
  name: 'user_email' | 'user_name';
  label: string;
  type: 'email' | 'text';
  value: string;
  error: string | undefined;
  autoComplete: string;
  placeholder?: string;
  hideLabel?: boolean;
  onChange: (value: string) => void;
}

/** A labelled, required input with its inline error underneath. */
export default function TextField({
  id,
  name,
  label,
  type,
  value,
  error,
  autoComplete,
  placeholder,
  hideLabel,
  onChange,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="content-field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'content-field__label'}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        value={value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className="content-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
