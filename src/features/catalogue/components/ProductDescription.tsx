import type { Product } from '@contract/catalogue';
import { ITEM_TYPE_LABELS } from '@contract/listing-details';
import Price from '@/components/Price';
import './product-description.css';

export default function ProductDescription({ product }: { product: Product }) {
  return (
    <div className="product-description">
      <p className="product-description__intro">{product.description}</p>
      <h2 className="product-description__heading">Key points</h2>
      <ul className="product-description__points">
        <li>
          <strong>Type:</strong> {ITEM_TYPE_LABELS[product.type]}
        </li>
        <li>
          <strong>Category:</strong> {product.category}
        </li>
        <li>
          <strong>Brand:</strong> {product.brand}
        </li>
        {product.mount ? (
          <li>
            <strong>Mount:</strong> {product.mount}
          </li>
        ) : null}
        <li>
          <strong>Condition:</strong> {product.condition}
        </li>
        <li>
          <strong>Bought in {product.purchaseYear}</strong>, used for {product.usedYears}{' '}
          {product.usedYears === 1 ? 'year' : 'years'}
        </li>
        <li>
          <strong>Original price</strong> <Price amount={product.originalPrice} />, asking{' '}
          <Price amount={product.resellPrice} />
        </li>
      </ul>
    </div>
  );
}
