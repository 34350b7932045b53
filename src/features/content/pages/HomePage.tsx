import DeferredSection from '../components/common/DeferredSection';
import HeroSection from '../components/home/HeroSection';
import { lazyChunk } from '@/lib/lazy-chunk';

// Everything under the hero is split off, so swiper and the data calls stay out of the first screen.
const AboutCarousel = lazyChunk(() => import('../components/home/AboutCarousel'));
const FeaturedGallery = lazyChunk(() => import('../components/home/FeaturedGallery'));
const CustomerReviews = lazyChunk(() => import('../components/home/CustomerReviews'));
const StudioRental = lazyChunk(() => import('../components/home/StudioRental'));
const FilmNewsletterBlock = lazyChunk(() => import('../components/home/FilmNewsletterBlock'));
const BlogTeaser = lazyChunk(() => import('../components/home/BlogTeaser'));
const ShopByCategories = lazyChunk(() => import('../components/home/ShopByCategories'));
const BrandTagCloud = lazyChunk(() => import('../components/home/BrandTagCloud'));

export default function HomePage() {
  return (
    <div className="home-page">
      <HeroSection />
      <DeferredSection minHeight={420} label="why Shutterswap">
        <AboutCarousel />
      </DeferredSection>
      <DeferredSection minHeight={640} label="featured products">
        <FeaturedGallery />
      </DeferredSection>
      <DeferredSection minHeight={420} label="customer reviews">
        <CustomerReviews />
      </DeferredSection>
      <DeferredSection minHeight={520} label="studio rental">
        <StudioRental />
      </DeferredSection>
      <DeferredSection minHeight={340} label="film updates">
        <FilmNewsletterBlock />
      </DeferredSection>
      <DeferredSection minHeight={560} label="original content">
        <BlogTeaser />
      </DeferredSection>
      <DeferredSection minHeight={520} label="shop by categories">
        <ShopByCategories />
      </DeferredSection>
      <DeferredSection minHeight={480} label="brands">
        <BrandTagCloud />
      </DeferredSection>
    </div>
  );
}
