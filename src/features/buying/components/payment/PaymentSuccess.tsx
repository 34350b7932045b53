import { Link } from 'react-router-dom';
import ButtonLink from '@/components/ButtonLink';

/** The spec's in-page confirmation: "Congratulations, Payment successful!" and the transaction ID. */
export default function PaymentSuccess({ transactionId, orderId }: { transactionId: string; orderId: string }) {
  return (
    <section className="payment-success" role="status" aria-labelledby="payment-success-title">
      <svg className="payment-success__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.14" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id="payment-success-title" className="payment-success__title">
        Congratulations, Payment successful!
      </h2>
      <p className="payment-success__detail">
        The item is reserved for you. Your card is authorised, not charged: the money is taken when you meet the seller
        and enter the code shown on their phone. Not handed over within 7 days, the hold is released.
      </p>
      <dl className="payment-success__transaction">
        <dt>Transaction ID</dt>
        <dd>
          <code>{transactionId}</code>
        </dd>
      </dl>
      <div className="payment-success__actions">
        <ButtonLink to={`/dashboard/orders/${orderId}`}>Arrange the hand-over</ButtonLink>
        <Link to="/dashboard/my-orders" className="ss-button ss-button--ghost">
          Go to My Orders
        </Link>
      </div>
    </section>
  );
}
