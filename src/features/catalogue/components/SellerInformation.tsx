import { Link, useLocation } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import SellerName from '@/components/SellerName';
import { useSession } from '@/lib/session/use-session';
import SellerRating from './SellerRating';
import SaveForOffline from '@/offline/catalogue/SaveForOffline';
import VerifiedBadge from './VerifiedBadge';
import './seller-information.css';

/**
 * How to reach the seller: their email and phone are shared with the buyer once the seller accepts an order, so a
 * seller's contact details never reach everyone who opens a listing (or a scraper).
 */
function ContactDetails() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    return (
      <p className="seller-info__contact-note">
        <Link to="/login" state={{ from: location }}>
          Log in to order
        </Link>{' '}
        and the seller&apos;s email and phone are shared with you once they accept.
      </p>
    );
  }
  return (
    <p className="seller-info__contact-note">
      Order the item to message the seller; their email and phone number are shared once they accept your order.
    </p>
  );
}

export default function SellerInformation({ product }: { product: Product }) {
  const initial = product.sellerName.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="seller-info">
      <div className="seller-info__identity">
        <span className="seller-info__avatar" aria-hidden="true">
          {initial}
        </span>
        <div>
          <p className="seller-info__name">
            <SellerName name={product.sellerName} publicId={product.sellerPublicId} />{' '}
            <VerifiedBadge verified={product.sellerVerified} compact />
          </p>
          <p className="seller-info__location">{product.location}</p>
          <p className="seller-info__location">
            <SellerRating rating={product.sellerRating} />
          </p>
        </div>
      </div>
      <details className="seller-info__contact">
        <summary>Contact Seller</summary>
        <ContactDetails />
      </details>
      <SaveForOffline
        scope={{ kind: 'seller', listingId: product._id }}
        label={`${product.sellerName}'s listings`}
        actionLabel={`Save ${product.sellerName}'s listings for offline`}
      />
    </div>
  );
}
