import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

interface FormFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  /** Help under the control (e.g. a character counter), read with it. */
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and its message underneath, both linked to it for screen readers. */
export default function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  return (
    <div className={className ? `listing-field ${className}` : 'listing-field'}>
      <label htmlFor={id} className="listing-field__label">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': hint ? `${messageId} ${hintId}` : messageId,
      })}
      {hint ? (
        <div id={hintId} className="listing-field__hint">
          {hint}
        </div>
      ) : null}
      <p id={messageId} className="listing-field__message">
        {error ?? ''}
      </p>
    </div>
  );
}
