import { Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { ClientConfig } from '@contract/client-config';
import { ApiError } from '@/lib/api-error';
import { useOnlineStatus } from '@/lib/online-status';
import Skeleton from '@/components/Skeleton';
import { usePaymentIntent } from '@/features/buying/api/create-payment-intent';
import { usePayForProduct } from '@/features/buying/hooks/use-pay-for-product';
import PaymentOffline from './PaymentOffline';
import PaymentSuccess from './PaymentSuccess';
import SandboxCardForm from './SandboxCardForm';
import { lazyChunk } from '@/lib/lazy-chunk';

// Stripe's code (and Stripe.js from Stripe) is only fetched when the server runs the Stripe provider.
const StripeCardForm = lazyChunk(() => import('./StripeCardForm'));

interface PaymentPanelProps {
  productId: string;
  provider: ClientConfig['payments'];
  amountLabel: string;
  /** Told once the payment is recorded (the page stops asking to pay). */
  onPaid: () => void;
}

function CardFormSkeleton() {
  return (
    <div className="card-form" role="status">
      <span className="visually-hidden">Preparing the card form…</span>
      <Skeleton height="48px" />
      <Skeleton height="48px" />
      <Skeleton height="48px" width="50%" />
    </div>
  );
}

function PaymentUnavailable({ message }: { message: string }) {
  return (
    <div className="payment-unavailable" role="alert">
      <p className="payment-unavailable__message">{message}</p>
      <Link to="/dashboard/my-orders" className="ss-button ss-button--ghost">
        Back to My Orders
      </Link>
    </div>
  );
}

/** The card side of the payment page: the provider's card form, then the success message. */
export default function PaymentPanel({ productId, provider, amountLabel, onPaid }: PaymentPanelProps) {
  const online = useOnlineStatus();
  const intent = usePaymentIntent(productId, { enabled: online });
  const { state, pay } = usePayForProduct(productId, intent.data?.paymentIntentId);
  const paid = state.step === 'succeeded';
  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);

  if (state.step === 'succeeded') return <PaymentSuccess transactionId={state.transactionId} orderId={state.orderId} />;
  if (!online && state.step !== 'processing') return <PaymentOffline />;
  if (intent.isError) {
    const refused = intent.error instanceof ApiError && intent.error.status === 409;
    return (
      <PaymentUnavailable
        message={refused ? intent.error.message : `The payment could not be prepared: ${intent.error.message}`}
      />
    );
  }

  const formProps = { clientSecret: intent.data?.clientSecret, state, pay, amountLabel };
  if (provider.provider === 'stripe') {
    return (
      <Suspense fallback={<CardFormSkeleton />}>
        <StripeCardForm publishableKey={provider.publishableKey} {...formProps} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...formProps} />;
}
