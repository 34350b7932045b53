import { lazy } from 'react';
import DeferredSection from '../components/common/DeferredSection';
import HeroSection from '../components/home/HeroSection';

// Everything under the hero is split off, so swiper and the data calls stay out of the first screen.
const AboutCarousel = lazy(() => import('../components/home/AboutCarousel'));
const FeaturedGallery = lazy(() => import('../components/home/FeaturedGallery'));
const CustomerReviews = lazy(() => import('../components/home/CustomerReviews'));
const StudioRental = lazy(() => import('../components/home/StudioRental'));
const FilmNewsletterBlock = lazy(() => import('../components/home/FilmNewsletterBlock'));
const BlogTeaser = lazy(() => import('../components/home/BlogTeaser'));
const ShopByCategories = lazy(() => import('../components/home/ShopByCategories'));
const BrandTagCloud = lazy(() => import('../components/home/BrandTagCloud'));

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
