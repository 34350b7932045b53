import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { STUDIO_PHOTOS } from '@/features/content/content-data/studio-photos';
import { usePrefersReducedMotion } from '@/features/content/hooks/use-prefers-reduced-motion';

/** Spec: autoplay every 2000 ms, infinite. */
export default function StudioSlider() {
  const prefersReducedMotion = usePrefersReducedMotion();
  return (
    <Swiper
      modules={[A11y, Autoplay, Pagination]}
      loop
      autoplay={prefersReducedMotion ? false : { delay: 2000, disableOnInteraction: false }}
      pagination={{ clickable: true }}
      className="studio-rental__slider"
      a11y={{ containerRoleDescriptionMessage: 'carousel', slideRole: 'group' }}
    >
      {STUDIO_PHOTOS.map((photo) => (
        <SwiperSlide key={photo.src}>
          <img src={photo.src} alt={photo.alt} width={800} height={520} loading="lazy" />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
