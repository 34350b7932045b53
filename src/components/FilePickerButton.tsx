import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './file-picker-button.css';

interface FilePickerButtonProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** What the button says ("Choose photos", "Change picture"). */
  children: ReactNode;
  /** The quieter, outlined look, for a second way to pick. */
  ghost?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A file input that looks like the app's buttons instead of the browser's "Choose File / No file chosen": the
 * input stays in the page (hidden from view, not from keyboards or screen readers) inside its button-like label.
 */
export default function FilePickerButton({ children, ghost, inputRef, disabled, ...input }: FilePickerButtonProps) {
  const className = ['ss-button', ghost ? 'ss-button--ghost' : '', 'file-picker-button', disabled ? 'is-disabled' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <label className={className}>
      <input {...input} ref={inputRef} type="file" disabled={disabled} className="visually-hidden" />
      {children}
    </label>
  );
}
