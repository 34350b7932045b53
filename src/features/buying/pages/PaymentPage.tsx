import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import ErrorState from '@/components/ErrorState';
import Skeleton from '@/components/Skeleton';
import { formatPrice } from '@contract/format-price';
import { useOnlineStatus } from '@/lib/online-status';
import { productQueryOptions } from '@/lib/product-query';
import { usePaymentProvider } from '../api/get-payment-provider';
import PaymentOffline from '../components/payment/PaymentOffline';
import PaymentPanel from '../components/payment/PaymentPanel';
import PaymentProductCard from '../components/payment/PaymentProductCard';
import ProductLoadFailure from '../components/ProductLoadFailure';
import '../components/payment/payment.css';

function PaymentPageSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading the payment…</span>
      <Skeleton width="min(480px, 90%)" height="2.2rem" className="payment-skeleton__heading" />
      <Skeleton width="min(380px, 70%)" height="1.2rem" />
      <div className="payment-layout" aria-hidden="true">
        <Skeleton className="payment-skeleton__card" height="auto" />
        <Skeleton className="payment-skeleton__card" height="auto" />
      </div>
    </div>
  );
}

/** The item (when known) beside the card side of the page. */
function PaymentLayout({
  product,
  paid = false,
  children,
}: {
  product: Product | undefined;
  paid?: boolean;
  children: ReactNode;
}) {
  if (!product) {
    return (
      <>
        <h1 className="page-heading payment-heading">Payment</h1>
        <div className="payment-panel payment-panel--alone">{children}</div>
      </>
    );
  }
  return (
    <>
      <h1 className="page-heading payment-heading">Payment for {product.name}</h1>
      {paid ? null : (
        <p className="payment-lead">
          Hold {formatPrice(product.resellPrice)} on your card: you are charged only when the item is handed over to
          you.
        </p>
      )}
      <div className="payment-layout">
        <PaymentProductCard product={product} />
        <div className="payment-panel">{children}</div>
      </div>
    </>
  );
}

/** /payment/{productId} (buyer): pay for an item in the cart by card. */
export default function PaymentPage() {
  const { productId = '' } = useParams();
  const product = useQuery(productQueryOptions(productId));
  const online = useOnlineStatus();
  const provider = usePaymentProvider({ enabled: online });
  const [paid, setPaid] = useState(false);

  // Offline, what is not on the device waits for the connection: say so now (with the item if it is known), and
  // carry on by itself when the connection returns.
  if (!online && (product.data === undefined || provider.data === undefined)) {
    return (
      <PaymentLayout product={product.data}>
        <PaymentOffline />
      </PaymentLayout>
    );
  }
  if (product.isPending || provider.isPending) return <PaymentPageSkeleton />;
  if (product.isError) return <ProductLoadFailure error={product.error} onRetry={() => void product.refetch()} />;
  if (provider.isError) {
    return (
      <ErrorState
        error={provider.error}
        onRetry={() => void provider.refetch()}
        title="Could not prepare the payment"
      />
    );
  }

  return (
    <PaymentLayout product={product.data} paid={paid}>
      <PaymentPanel
        productId={productId}
        provider={provider.data}
        amountLabel={formatPrice(product.data.resellPrice)}
        onPaid={() => setPaid(true)}
      />
    </PaymentLayout>
  );
}
