import { useSession } from '@/lib/session/use-session';

/** Who the listing is published as: read-only, because the server takes it from the seller's sign-in. */
export default function SellerIdentity({ idPrefix }: { idPrefix: string }) {
  const { user } = useSession();
  return (
    <div className="listing-seller">
      <div className="form-field">
        <label htmlFor={`${idPrefix}-seller-name`} className="form-field__label">
          Seller name
        </label>
        <input id={`${idPrefix}-seller-name`} className="listing-input" value={user?.displayName ?? ''} readOnly />
      </div>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-seller-email`} className="form-field__label">
          Seller email
        </label>
        <input id={`${idPrefix}-seller-email`} className="listing-input" value={user?.email ?? ''} readOnly />
      </div>
      <p className="listing-seller__note">Shown to buyers as they are on your account.</p>
    </div>
  );
}
