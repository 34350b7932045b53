import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Product } from '../../contract/catalogue';
import { productQueryOptions } from '../lib/product-query';
import ConditionPill from './ConditionPill';
import Price from './Price';
import './product-card.css';

interface ProductCardProps {
  product: Product;
}

export default function ProductCard({ product }: ProductCardProps) {
  const queryClient = useQueryClient();
  // Starting the details request on hover/press makes the details page usually open from the cache.
  const prefetch = () => void queryClient.prefetchQuery(productQueryOptions(product._id));

  return (
    <article className="product-card">
      <Link
        to={`/product/${product._id}`}
        className="product-card__link"
        onMouseEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
      >
        <div className="product-card__photo">
          <img src={product.thumb} alt={product.name} loading="lazy" decoding="async" width={400} height={300} />
        </div>
        <div className="product-card__body">
          <h3 className="product-card__name">{product.name}</h3>
          <div className="product-card__meta">
            <Price amount={product.resellPrice} className="product-card__price" />
            <ConditionPill condition={product.condition} />
          </div>
          <p className="product-card__location">{product.location}</p>
        </div>
      </Link>
    </article>
  );
}
