import './verified-badge.css';

/** "Seller verified" with a check, or a neutral "Not verified". */
export default function VerifiedBadge({ verified, compact = false }: { verified: boolean; compact?: boolean }) {
  const label = verified ? 'Seller verified' : 'Not verified';
  return (
    <span className={`verified-badge ${verified ? 'verified-badge--yes' : 'verified-badge--no'}`} title={label}>
      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        {verified ? (
          <path
            fill="currentColor"
            d="M10 1.5 12.3 3l2.7-.2.9 2.6 2.3 1.5-.8 2.6.8 2.6-2.3 1.5-.9 2.6-2.7-.2L10 18.5 7.7 17l-2.7.2-.9-2.6-2.3-1.5.8-2.6-.8-2.6 2.3-1.5.9-2.6L7.7 3zm-1.3 11.7 5.3-5.3-1.2-1.2-4.1 4.1-2-2-1.2 1.2z"
          />
        ) : (
          <circle cx="10" cy="10" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        )}
      </svg>
      <span className={compact ? 'visually-hidden' : undefined}>{label}</span>
    </span>
  );
}
