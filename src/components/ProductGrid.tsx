import type { Product } from '@contract/catalogue';
import ProductCard from './ProductCard';

/** The cards on a phone's first screen: their photos load first, not when laid out (one of them is the page's largest paint). */
const FIRST_SCREEN_CARDS = 2;

export default function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} firstScreen={index < FIRST_SCREEN_CARDS} />
        </li>
      ))}
    </ul>
  );
}
