import type { WishlistItem } from '@contract/wishlist';
import ProductCard from '@/components/ProductCard';
import './wishlist-grid.css';

interface WishlistGridProps {
  items: WishlistItem[];
  onRemove: (productId: string) => void;
}

/** The saved listings as product cards (a sold one says so on its photo), each with its own Remove. */
export default function WishlistGrid({ items, onRemove }: WishlistGridProps) {
  return (
    <ul className="product-grid" aria-label="Your wishlist">
      {items.map(({ product }) => (
        <li key={product._id} className="wishlist-item">
          <ProductCard product={product} />
          <button
            type="button"
            className="ss-button ss-button--ghost wishlist-item__remove"
            aria-label={`Remove ${product.name} from your wishlist`}
            onClick={() => onRemove(product._id)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
