import type { Product } from '@contract/catalogue';
import type { LatLng } from '@contract/places';
import ProductCard from './ProductCard';

/** The cards on a phone's first screen: their photos load first, not when laid out (one of them is the page's largest paint). */
const FIRST_SCREEN_CARDS = 2;

interface ProductGridProps {
  products: Product[];
  label: string;
  /** Where a search near a point measures from: each card says how far its listing is. */
  from?: LatLng;
}

export default function ProductGrid({ products, label, from }: ProductGridProps) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} firstScreen={index < FIRST_SCREEN_CARDS} from={from} />
        </li>
      ))}
    </ul>
  );
}
