import { IonSpinner } from '@ionic/react';
import ErrorState from '../../../../components/ErrorState';
import StateMessage from '../../../../components/StateMessage';
import { useAdvertisedProducts } from '../../api/get-advertised-products';
import { selectFeaturedProducts } from '../../lib/featured-products';
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
      {advertised.isPending ? (
        <div className="featured-gallery__loading" role="status">
          <IonSpinner name="crescent" aria-hidden="true" />
          <span className="visually-hidden">Loading featured products…</span>
        </div>
      ) : advertised.isError ? (
        <ErrorState
          title="Featured products could not load"
          error={advertised.error}
          onRetry={() => void advertised.refetch()}
        />
      ) : advertised.data.length === 0 ? (
        <StateMessage
          title="Nothing featured yet"
          detail="Advertised listings appear here as soon as sellers promote them."
        />
      ) : (
        <FeaturedGalleryViewer products={selectFeaturedProducts(advertised.data)} />
      )}
    </section>
  );
}
