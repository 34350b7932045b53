import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import ErrorState from '../../../components/ErrorState';
import Skeleton from '../../../components/Skeleton';
import { formatPrice } from '../../../lib/format-price';
import { productQueryOptions } from '../../../lib/product-query';
import { usePaymentProvider } from '../api/get-payment-provider';
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

/** /payment/{productId} (buyer): pay for an item in the cart by card. */
export default function PaymentPage() {
  const { productId = '' } = useParams();
  const product = useQuery(productQueryOptions(productId));
  const provider = usePaymentProvider();

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

  const price = formatPrice(product.data.resellPrice);
  return (
    <>
      <h1 className="page-heading payment-heading">Payment for {product.data.name}</h1>
      <p className="payment-lead">Pay {price} before someone else seals the deal!</p>
      <div className="payment-layout">
        <PaymentProductCard product={product.data} />
        <div className="payment-panel">
          <PaymentPanel productId={productId} provider={provider.data} amountLabel={price} />
        </div>
      </div>
    </>
  );
}
