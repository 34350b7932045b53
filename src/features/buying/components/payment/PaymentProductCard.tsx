import SellerName from '@/components/SellerName';
import type { Product } from '@contract/catalogue';
import Price from '@/components/Price';

/** What is being paid for, next to the card form. */
export default function PaymentProductCard({ product }: { product: Product }) {
  return (
    <aside className="payment-product" aria-label="The item you are paying for">
      <img src={product.img} alt={product.name} width={800} height={600} decoding="async" />
      <div className="payment-product__body">
        <p className="payment-product__name">{product.name}</p>
        <p className="payment-product__seller">
          <SellerName name={product.sellerName} publicId={product.sellerPublicId} /> · {product.location}
        </p>
        <p className="payment-product__total">
          <span>Total</span>
          <Price amount={product.resellPrice} />
        </p>
      </div>
    </aside>
  );
}
