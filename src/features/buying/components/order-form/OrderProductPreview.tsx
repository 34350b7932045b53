import SellerName from '@/components/SellerName';
import type { Product } from '@contract/catalogue';
import ConditionPill from '@/components/ConditionPill';
import Price from '@/components/Price';

/** The item being ordered, so the buyer sees what they are about to add to the cart. */
export default function OrderProductPreview({ product }: { product: Product }) {
  return (
    <aside className="order-preview" aria-label="The item you are ordering">
      <div className="order-preview__photo">
        <img src={product.img} alt={product.name} width={800} height={600} decoding="async" />
      </div>
      <div className="order-preview__body">
        <p className="order-preview__name">{product.name}</p>
        <div className="order-preview__meta">
          <Price amount={product.resellPrice} className="order-preview__price" />
          <ConditionPill condition={product.condition} />
        </div>
        <p className="order-preview__seller">
          Sold by <SellerName name={product.sellerName} publicId={product.sellerPublicId} /> · {product.location}
        </p>
      </div>
    </aside>
  );
}
