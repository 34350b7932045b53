import { useId } from 'react';
import { z } from 'zod';
import FormField from '@/components/FormField';
import { useModalDialog } from '@/components/use-modal-dialog';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import type { EmulatorGoogleAccount } from '../lib/emulator-google-credential';
import { looksLikeEmail } from '../lib/email-shape';
import FormActions from '@/components/FormActions';

const emulatorAccountSchema = z.object({
  email: z.string().refine(looksLikeEmail, 'Enter the Google account\u2019s email address.'),
  name: z.string(),
});

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
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const fieldId = useId();
  const { form, field } = useSubmitCheckedForm(emulatorAccountSchema, { email: '', name: '' });

  const submit = form.handleSubmit(onChoose);

  return (
    <dialog ref={dialogRef} className="auth-emulator-dialog" aria-labelledby={titleId} onClose={onCancel}>
      <form className="auth-emulator-dialog__body" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={titleId} className="auth-emulator-dialog__title">
          Choose a Google account
        </h2>
        <p className="auth-emulator-dialog__text">
          Shutterswap is running with the local sign-in emulator, so no real Google account is used. Type the account to
          sign in as.
        </p>
        <FormField id={`${fieldId}-email`} label="Google email" error={form.formState.errors.email?.message}>
          {(control) => (
            <input {...control} {...field('email')} type="email" autoComplete="email" className="form-field__input" />
          )}
        </FormField>
        <FormField id={`${fieldId}-name`} label="Name" error={undefined}>
          {(control) => (
            <input {...control} {...field('name')} type="text" autoComplete="name" className="form-field__input" />
          )}
        </FormField>
        <FormActions className="auth-emulator-dialog__actions" onCancel={onCancel} submitLabel="Continue" />
      </form>
    </dialog>
  );
}
