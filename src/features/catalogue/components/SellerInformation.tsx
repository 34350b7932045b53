import { Link, useLocation } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import { useSession } from '@/lib/session/use-session';
import SellerRating from './SellerRating';
import SaveForOffline from '@/offline/catalogue/SaveForOffline';
import VerifiedBadge from './VerifiedBadge';
import './seller-information.css';

interface SellerInformationProps {
  product: Product;
  sellerVerified: boolean;
}

/**
 * The email is for signed-in users (the server leaves it out of visitors' answers). The phone is shared on an
 * accepted order only, so the seller's number never reaches everyone who opens a listing.
 */
function ContactDetails({ product }: { product: Product }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    return (
      <p className="seller-info__contact-note">
        <Link to="/login" state={{ from: location }}>
          Log in to see the seller&apos;s contact details
        </Link>
      </p>
    );
  }
  const { sellerEmail } = product;
  // Signed in, but this listing was fetched before: the page asks for it again (useContactDetails).
  if (sellerEmail === undefined) {
    return <p className="seller-info__contact-note">Loading the seller&apos;s contact details…</p>;
  }
  return (
    <>
      <dl>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${sellerEmail}`}>{sellerEmail}</a>
        </dd>
      </dl>
      <p className="seller-info__contact-note">
        Order the item to message the seller; their phone number is shared once they accept your order.
      </p>
    </>
  );
}

export default function SellerInformation({ product, sellerVerified }: SellerInformationProps) {
  const initial = product.sellerName.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="seller-info">
      <div className="seller-info__identity">
        <span className="seller-info__avatar" aria-hidden="true">
          {initial}
        </span>
        <div>
          <p className="seller-info__name">
            {product.sellerName} <VerifiedBadge verified={sellerVerified} compact />
          </p>
          <p className="seller-info__location">{product.location}</p>
          <p className="seller-info__location">
            <SellerRating rating={product.sellerRating} />
          </p>
        </div>
      </div>
      <details className="seller-info__contact">
        <summary>Contact Seller</summary>
        <ContactDetails product={product} />
      </details>
      <SaveForOffline
        scope={{ kind: 'seller', listingId: product._id }}
        label={`${product.sellerName}'s listings`}
        actionLabel={`Save ${product.sellerName}'s listings for offline`}
      />
    </div>
  );
}
