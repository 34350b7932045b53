interface FormActionsProps {
  /** The row's place in its dialog or form (its own layout class). */
  className: string;
  onCancel: () => void;
  cancelLabel?: 'Cancel' | 'Close';
  submitLabel: string;
  /** While the form is being sent, the submit button is disabled and says this instead. */
  busyLabel?: string;
  busy?: boolean;
}

/** A dialog form's last row: a way out beside its submit button. */
export default function FormActions({
  className,
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  busyLabel,
  busy = false,
}: FormActionsProps) {
  return (
    <div className={className}>
      <button type="button" className="ss-button ss-button--ghost" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className="ss-button" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
