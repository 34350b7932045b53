import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { EmulatorGoogleAccount } from '../lib/emulator-google-credential';
import AuthField from './AuthField';

interface EmulatorGoogleDialogProps {
  open: boolean;
  onChoose: (account: EmulatorGoogleAccount) => void;
  onCancel: () => void;
}

/**
 * The local Auth Emulator's stand-in for Google's account chooser (Google's own needs the internet):
 * the user types which Google account to be. Only shown when the app runs against the emulator.
 */
export default function EmulatorGoogleDialog({ open, onChoose, onCancel }: EmulatorGoogleDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<string>();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setEmailError('Enter the Google account\u2019s email address.');
      return;
    }
    setEmailError(undefined);
    onChoose({ email, name });
  };

  return (
    <dialog ref={dialogRef} className="auth-emulator-dialog" aria-labelledby={titleId} onClose={onCancel}>
      <form className="auth-emulator-dialog__body" onSubmit={submit} noValidate>
        <h2 id={titleId} className="auth-emulator-dialog__title">
          Choose a Google account
        </h2>
        <p className="auth-emulator-dialog__text">
          Shutterswap is running with the local sign-in emulator, so no real Google account is used. Type the account to
          sign in as.
        </p>
        <AuthField
          label="Google email"
          type="email"
          autoComplete="email"
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <AuthField
          label="Name"
          type="text"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="auth-emulator-dialog__actions">
          <button type="button" className="ss-button ss-button--ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="ss-button">
            Continue
          </button>
        </div>
      </form>
    </dialog>
  );
}
