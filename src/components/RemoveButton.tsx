interface RemoveButtonProps {
  /** What goes, for screen readers: "Remove Noah Patel", "Remove Leica M6". */
  name: string;
  busy: boolean;
  onClick: () => void;
  /** The screen's own classes beside `ss-button`. */
  className: string;
}

/** "Remove", and "Removing…" while it is under way: every removal the app offers (an order, a user, a listing). */
export default function RemoveButton({ name, busy, onClick, className }: RemoveButtonProps) {
  return (
    <button
      type="button"
      className={`ss-button ${className}`}
      aria-label={`Remove ${name}`}
      disabled={busy}
      onClick={onClick}
    >
      {busy ? 'Removing…' : 'Remove'}
    </button>
  );
}
