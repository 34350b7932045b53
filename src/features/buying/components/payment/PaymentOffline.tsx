import { Link } from 'react-router-dom';

/** Paying needs the payment provider and the server: offline, the page says so at once and where the order is. */
export default function PaymentOffline() {
  return (
    <div className="payment-offline" role="status">
      <p className="payment-offline__title">Paying needs a connection</p>
      <p>You&apos;re offline. Your order is kept in My Orders; pay when you&apos;re back online.</p>
      <Link to="/dashboard/my-orders" className="ss-button ss-button--ghost">
        Back to My Orders
      </Link>
    </div>
  );
}
