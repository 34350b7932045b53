import type { User } from '@contract/users';

interface VerifyButtonProps {
  seller: User;
  busy: boolean;
  onVerify: () => void;
}

/** "Click to verify", or a disabled "Verified" once the seller is (spec "All Sellers"). */
export default function VerifyButton({ seller, busy, onVerify }: VerifyButtonProps) {
  if (seller.status === 'Verified') {
    return (
      <button type="button" className="ss-button user-action user-action--verified" disabled>
        Verified
      </button>
    );
  }
  return (
    <button
      type="button"
      className="ss-button user-action"
      aria-label={`Click to verify ${seller.displayName}`}
      disabled={busy}
      onClick={onVerify}
    >
      {busy ? 'Verifying…' : 'Click to verify'}
    </button>
  );
}
