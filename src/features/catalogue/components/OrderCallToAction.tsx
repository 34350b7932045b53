import { Link, useLocation } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import { orderStatusLabel } from '@/components/OrderStatusPill';
import { canBuy, isOwnListing } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import { loginPath } from '@/lib/session/login-return';
import { useMyOpenOrder, type MyOpenOrder } from '../hooks/use-my-open-order';

/**
 * Spec "Product details": "Order Now" and "Make an offer" for a signed-in account that buys (a seller buys too,
 * never their own listing: the server refuses that as well), "Login to place order" otherwise (coming back here after
 * signing in). An admin cannot order, so is told so instead of being sent to /login. A buyer who already asked to buy
 * it is led to that order instead (the server would refuse a second one).
 */
export default function OrderCallToAction({ product }: { product: Product }) {
  const { user } = useSession();
  const location = useLocation();
  const buys = user ? canBuy(user) && !isOwnListing(user, product) : false;
  const mine = useMyOpenOrder(product._id, buys && product.availability !== 'sold');

  if (product.availability === 'sold') return <p className="product-summary__sold">This item has been sold.</p>;
  if (product.availability === 'reserved' && mine?.kind !== 'open') {
    return <p className="product-summary__sold">Reserved: a buyer has paid and is meeting the seller.</p>;
  }
  if (!user) {
    return (
      <Link to={loginPath(location)} className="ss-button product-summary__cta">
        Login to place order
      </Link>
    );
  }
  if (isOwnListing(user, product)) {
    return (
      <p className="product-summary__note">
        This is your listing: change it in <Link to="/dashboard/my-products">My Products</Link>.
      </p>
    );
  }
  if (!canBuy(user)) {
    return <p className="product-summary__note">Admin accounts cannot place orders; sign in with your own account.</p>;
  }
  if (mine) return <YourOrder mine={mine} />;
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

function YourOrder({ mine }: { mine: MyOpenOrder }) {
  if (mine.kind === 'waiting') {
    return (
      <p className="product-summary__note">
        Your order of this item waits to be sent. <Link to="/dashboard/my-orders">See My Orders</Link>
      </p>
    );
  }
  return (
    <p className="product-summary__note">
      You asked to buy this item: {orderStatusLabel(mine.order)}.{' '}
      <Link to={`/dashboard/orders/${mine.order._id}`}>See your order</Link>
    </p>
  );
}
