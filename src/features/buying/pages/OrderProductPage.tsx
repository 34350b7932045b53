import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import StateMessage from '@/components/StateMessage';
import { productQueryOptions } from '@/lib/product-query';
import { useSession } from '@/lib/session/use-session';
import OrderForm from '../components/order-form/OrderForm';
import OrderFormSkeleton from '../components/order-form/OrderFormSkeleton';
import ProductLoadFailure from '../components/ProductLoadFailure';
import ButtonLink from '@/components/ButtonLink';

/** /orderProduct/{id} (buyer): the spec's order form for one listing. */
export default function OrderProductPage() {
  const { id = '' } = useParams();
  const product = useQuery(productQueryOptions(id));
  const { user } = useSession();

  if (product.isPending) return <OrderFormSkeleton />;
  if (product.isError) return <ProductLoadFailure error={product.error} onRetry={() => void product.refetch()} />;
  if (!user) return null;

  if (product.data.availability === 'sold') {
    return (
      <StateMessage
        title="This item has been sold"
        detail={`${product.data.name} found a new owner. Plenty of other gear is waiting.`}
        action={<ButtonLink to="/products">Browse products</ButtonLink>}
      />
    );
  }

  return (
    <>
      <h1 id="order-title" className="page-heading">
        Place your order for {product.data.name}
      </h1>
      <OrderForm product={product.data} buyer={user} />
    </>
  );
}
