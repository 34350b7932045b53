import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { CUSTOMER_REVIEWS } from '@/features/content/content-data/customer-reviews';
import { usePrefersReducedMotion } from '@/features/content/hooks/use-prefers-reduced-motion';
import SectionHeading from '../common/SectionHeading';
import ReviewCard from './ReviewCard';
import './home-section.css';
import './customer-reviews.css';

export default function CustomerReviews() {
  const prefersReducedMotion = usePrefersReducedMotion();

  return (
    <section className="home-section customer-reviews" aria-labelledby="reviews-title">
      <SectionHeading
        id="reviews-title"
        eyebrow="From our community"
        title="What buyers and sellers say"
        lead="Real trades, real cameras. Swipe up and down to read more."
      />
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        direction="vertical"
        slidesPerView={1}
        loop
        speed={500}
        autoplay={prefersReducedMotion ? false : { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        className="customer-reviews__swiper"
        a11y={{ containerRoleDescriptionMessage: 'carousel', slideRole: 'group' }}
      >
        {CUSTOMER_REVIEWS.map((review) => (
          <SwiperSlide key={review.name} data-testid="review-slide">
            <ReviewCard review={review} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
