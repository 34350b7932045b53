import SellerName from '@/components/SellerName';
import type { Product } from '@contract/catalogue';
import Price from '@/components/Price';
import { timeAgo } from '@/lib/time-ago';
import PriceGuide from '@/components/PriceGuide';
import ListingCondition from './condition/ListingCondition';
import OrderCallToAction from './OrderCallToAction';
import ProductActionsMenu from './ProductActionsMenu';
import SellerRating from './SellerRating';
import VerifiedBadge from './VerifiedBadge';
import './product-summary.css';

function yearsLabel(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

export default function ProductSummary({ product }: { product: Product }) {
  return (
    <section className="product-summary" aria-labelledby="product-name">
      <div className="product-summary__top">
        <h1 id="product-name" className="product-summary__name">
          {product.name}
        </h1>
        <ProductActionsMenu product={product} />
      </div>
      <div className="product-summary__price-row">
        <Price amount={product.resellPrice} previousAmount={product.previousPrice} className="product-summary__price" />
        {product.originalPrice > product.resellPrice ? (
          <span className="product-summary__original">
            Originally <Price amount={product.originalPrice} />
          </span>
        ) : null}
      </div>
      <PriceGuide name={product.name} brand={product.brand} />
      <dl className="product-summary__facts">
        <div>
          <dt>Condition</dt>
          <dd>
            <ListingCondition product={product} />
          </dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{product.location}</dd>
        </div>
        <div>
          <dt>Years owned</dt>
          <dd>{yearsLabel(product.usedYears)}</dd>
        </div>
        <div>
          <dt>Seller</dt>
          <dd>
            <SellerName name={product.sellerName} publicId={product.sellerPublicId} />{' '}
            <VerifiedBadge verified={product.sellerVerified} /> <SellerRating rating={product.sellerRating} />
          </dd>
        </div>
        <div>
          <dt>Posted</dt>
          <dd>
            {/* Counted from now: the browser's now may be past the server's by a minute, or a day. */}
            <time dateTime={product.postTime} suppressHydrationWarning>
              {timeAgo(product.postTime)}
            </time>
          </dd>
        </div>
      </dl>
      <OrderCallToAction product={product} />
    </section>
  );
}
