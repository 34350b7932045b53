import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import Price from '@/components/Price';

interface FeaturedGalleryViewerProps {
  products: readonly Product[];
}

/** One large picture and up to nine thumbnails; the chosen thumbnail gets a 4px black border. */
export default function FeaturedGalleryViewer({ products }: FeaturedGalleryViewerProps) {
  const [selectedId, setSelectedId] = useState(products[0]?._id);
  const selected = products.find((product) => product._id === selectedId) ?? products[0];
  if (!selected) return null;

  return (
    <div className="featured-gallery">
      <figure className="featured-gallery__stage">
        <img
          className="featured-gallery__image"
          src={selected.img}
          alt={selected.name}
          width={960}
          height={720}
          // Below the fold, rendered by the server with the page: fetched as it nears the screen.
          loading="lazy"
          data-testid="featured-main-image"
        />
        <figcaption className="featured-gallery__caption">
          <div>
            <p className="featured-gallery__name">{selected.name}</p>
            <p className="featured-gallery__meta">
              {selected.condition} · {selected.location}
            </p>
          </div>
          <div className="featured-gallery__buy">
            <Price amount={selected.resellPrice} className="featured-gallery__price" />
            <Link className="ss-button featured-gallery__details" to={`/product/${selected._id}`}>
              View details
            </Link>
          </div>
        </figcaption>
      </figure>
      <ul className="featured-gallery__thumbs" aria-label="Featured products">
        {products.map((product) => {
          const isSelected = product._id === selected._id;
          return (
            <li key={product._id}>
              <button
                type="button"
                className={
                  isSelected ? 'featured-gallery__thumb featured-gallery__thumb--selected' : 'featured-gallery__thumb'
                }
                aria-pressed={isSelected}
                aria-label={`Show ${product.name}`}
                onClick={() => setSelectedId(product._id)}
              >
                <img src={product.thumb} alt="" loading="lazy" width={160} height={120} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
