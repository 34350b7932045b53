import ListView from '@/components/ListView';
import Spinner from '@/components/Spinner';
import StateMessage from '@/components/StateMessage';
import { useAdvertisedProducts } from '@/lib/product-list-queries';
import { selectFeaturedProducts } from '@/features/content/lib/featured-products';
import SectionHeading from '../common/SectionHeading';
import FeaturedGalleryViewer from './FeaturedGalleryViewer';
import './home-section.css';
import './featured-gallery.css';

export default function FeaturedGallery() {
  const advertised = useAdvertisedProducts();

  return (
    <section className="home-section" aria-labelledby="featured-title">
      <SectionHeading
        id="featured-title"
        eyebrow="Hand-picked this week"
        title="Featured Products"
        lead="A rotating shelf of advertised gear from verified sellers. Tap a thumbnail for a closer look."
      />
      <ListView
        query={advertised}
        skeleton={
          <div className="featured-gallery__loading">
            <Spinner label="Loading featured products…" />
          </div>
        }
        errorTitle="Featured products could not load"
        empty={
          <StateMessage
            title="Nothing featured yet"
            detail="Advertised listings appear here as soon as sellers promote them."
          />
        }
      >
        {(products) => <FeaturedGalleryViewer products={selectFeaturedProducts(products)} />}
      </ListView>
    </section>
  );
}
