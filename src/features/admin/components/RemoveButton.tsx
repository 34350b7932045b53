interface RemoveButtonProps {
  name: string;
  busy: boolean;
  onClick: () => void;
}

/** "Remove", named after the person for screen readers ("Remove Noah Patel"). */
export default function RemoveButton({ name, busy, onClick }: RemoveButtonProps) {
  return (
    <button
      type="button"
      className="ss-button ss-button--ghost user-action user-action--danger"
      aria-label={`Remove ${name}`}
      disabled={busy}
      onClick={onClick}
    >
      {busy ? 'Removing…' : 'Remove'}
    </button>
  );
}
