import { Link, useLocation } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import { isBuyer, roleLabel } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';

/**
 * Spec "Product details": "Order Now" and "Make an offer" for a signed-in buyer, "Login to place order" otherwise (coming back here
 * after signing in). Sellers and admins cannot order, so they are told so instead of being sent to /login.
 */
export default function OrderCallToAction({ product }: { product: Product }) {
  const { user } = useSession();
  const location = useLocation();

  if (product.availability === 'sold') return <p className="product-summary__sold">This item has been sold.</p>;
  if (product.availability === 'reserved') {
    return <p className="product-summary__sold">Reserved: a buyer has paid and is meeting the seller.</p>;
  }
  if (!user) {
    return (
      <Link to="/login" state={{ from: location }} className="ss-button product-summary__cta">
        Login to place order
      </Link>
    );
  }
  if (!isBuyer(user)) {
    return (
      <p className="product-summary__note">
        Only buyer accounts can place orders; you are signed in as {roleLabel(user.role)}.
      </p>
    );
  }
  return (
    <div className="product-summary__ctas">
      <Link to={`/orderProduct/${product._id}`} className="ss-button product-summary__cta">
        Order Now
      </Link>
      <Link to={`/makeOffer/${product._id}`} className="ss-button ss-button--ghost product-summary__cta">
        Make an offer
      </Link>
    </div>
  );
}
