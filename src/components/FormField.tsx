import type { ReactNode } from 'react';
import './form-field.css';

/** What the field hands its control: the id its label points at, and the links to its hint and message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The message under the control (a rule it breaks, or the server's refusal); empty when there is none. */
  error: string | undefined;
  /** A quiet line under the control, read with it (how a number is used, a character counter). */
  hint?: ReactNode;
  /** Marks the label with an asterisk (hidden from screen readers: the control says it is required). */
  required?: boolean;
  /** The label is read by screen readers only (a one-field form whose placeholder and button say it all). */
  hideLabel?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Every form's field: a label, the control (input, select, textarea, file, whatever the form renders), its hint
 * and its message underneath, both linked by aria-describedby, and aria-invalid while there is a message.
 */
export default function FormField({
  id,
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
  children,
}: FormFieldProps) {
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-field__label'}>
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': hint ? `${hintId} ${messageId}` : messageId,
      })}
      {hint ? (
        <div id={hintId} className="form-field__hint">
          {hint}
        </div>
      ) : null}
      <p id={messageId} className="form-field__message">
        {error ?? ''}
      </p>
    </div>
  );
}
