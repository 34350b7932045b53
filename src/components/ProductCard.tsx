import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import { distanceKm, formatDistance, type LatLng } from '@contract/places';
import { productQueryOptions } from '../lib/product-query';
import ConditionPill from './ConditionPill';
import GradePill from './GradePill';
import Price from './Price';
import PriceDropBadge from './PriceDropBadge';
import './product-card.css';

interface ProductCardProps {
  product: Product;
  /** Shown on the first screen: the photo is fetched at once and first, not lazily. */
  firstScreen?: boolean;
  /** Where the search measures from: the card says how far the listing is. */
  from?: LatLng;
}

function hasPriceDrop(product: Product): boolean {
  return product.previousPrice !== null && product.previousPrice > product.resellPrice;
}

export default function ProductCard({ product, firstScreen = false, from }: ProductCardProps) {
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
          <img
            src={product.thumb}
            alt={product.name}
            loading={firstScreen ? 'eager' : 'lazy'}
            fetchPriority={firstScreen ? 'high' : 'auto'}
            decoding="async"
            width={400}
            height={300}
          />
          <span className="product-card__flags">
            {product.status === 'Advertised' ? <span className="product-card__featured">Featured</span> : null}
            {hasPriceDrop(product) ? <PriceDropBadge /> : null}
            {product.availability === 'sold' ? <span className="product-card__sold">Sold</span> : null}
          </span>
        </div>
        <div className="product-card__body">
          {/* Kept empty when there is no brand to name, so every card's parts line up across a row. */}
          <p className="product-card__brand">{product.brand !== 'Other' ? product.brand : null}</p>
          <h3 className="product-card__name">{product.name}</h3>
          <div className="product-card__meta">
            <Price
              amount={product.resellPrice}
              previousAmount={product.previousPrice}
              hideDropBadge
              className="product-card__price"
            />
            <span className="product-card__pills">
              <ConditionPill condition={product.condition} />
              {product.grade ? <GradePill grade={product.grade} /> : null}
            </span>
          </div>
          <p className="product-card__location">
            {product.location}
            {from && product.coordinates ? (
              <span className="product-card__distance"> · {formatDistance(distanceKm(from, product.coordinates))}</span>
            ) : null}
          </p>
        </div>
      </Link>
    </article>
  );
}
