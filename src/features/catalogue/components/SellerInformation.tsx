import { Link, useLocation } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import { questionThreadPath } from '@contract/notifications';
import SellerName from '@/components/SellerName';
import { canBuy, isOwnListing } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import { loginPath } from '@/lib/session/login-return';
import SellerRating from './SellerRating';
import SaveForOffline from '@/offline/catalogue/SaveForOffline';
import VerifiedBadge from './VerifiedBadge';
import './seller-information.css';

/**
 * How to reach the seller: a buyer asks them about the listing before ordering (a thread only the two of them and an
 * admin read); their email and phone are shared with the buyer once the seller accepts an order, so a seller's
 * contact details never reach everyone who opens a listing (or a scraper).
 */
function ContactDetails({ product }: { product: Product }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    return (
      <p className="seller-info__contact-note">
        <Link to={loginPath(location)}>Log in to ask the seller a question</Link> before you order; their email and
        phone are shared with you once they accept your order.
      </p>
    );
  }
  if (isOwnListing(user, product)) {
    return (
      <p className="seller-info__contact-note">
        This is your listing: what buyers ask about it is in <Link to="/dashboard/questions">Questions</Link>.
      </p>
    );
  }
  if (!canBuy(user)) {
    return <p className="seller-info__contact-note">Admin accounts do not ask sellers questions.</p>;
  }
  return (
    <>
      <p className="seller-info__contact-note">
        Ask the seller anything before you order: only the two of you read it. Their email and phone number are shared
        once they accept your order.
      </p>
      <Link to={questionThreadPath(product._id, user._id)} className="ss-button seller-info__ask">
        Ask the seller a question
      </Link>
    </>
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
