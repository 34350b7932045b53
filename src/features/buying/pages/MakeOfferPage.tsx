import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import ButtonLink from '@/components/ButtonLink';
import StateMessage from '@/components/StateMessage';
import { productQueryOptions } from '@/lib/product-query';
import OfferForm from '../components/order-form/OfferForm';
import OrderFormSkeleton from '../components/order-form/OrderFormSkeleton';
import ProductLoadFailure from '../components/ProductLoadFailure';

/** /makeOffer/{id} (buyer): offer a price for one listing. */
export default function MakeOfferPage() {
  const { id = '' } = useParams();
  const product = useQuery(productQueryOptions(id));

  if (product.isPending) return <OrderFormSkeleton />;
  if (product.isError) return <ProductLoadFailure error={product.error} onRetry={() => void product.refetch()} />;

  if (product.data.availability !== 'available') {
    return (
      <StateMessage
        title="This item is not taking offers"
        detail={`${product.data.name} is ${product.data.availability}. Plenty of other gear is waiting.`}
        action={<ButtonLink to="/products">Browse products</ButtonLink>}
      />
    );
  }

  return (
    <>
      <h1 id="offer-title" className="page-heading">
        Make an offer for {product.data.name}
      </h1>
      <OfferForm product={product.data} />
    </>
  );
}
