import { useState } from 'react';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { ABOUT_SLIDES } from '@/features/content/content-data/about-slides';
import SectionHeading from '../common/SectionHeading';
import './home-section.css';
import './about-carousel.css';

/** Spec: 3 visible centred slides, 300 ms per slide, infinite. */
export default function AboutCarousel() {
  const [activeIndex, setActiveIndex] = useState(0);
  const active = ABOUT_SLIDES[activeIndex] ?? ABOUT_SLIDES[0]!;

  return (
    <section className="home-section about-carousel" aria-labelledby="about-carousel-title">
      <SectionHeading
        id="about-carousel-title"
        eyebrow="Why Shutterswap"
        title="Second-hand, first-rate"
        lead="A marketplace built by people who shoot: verified sellers marked, every listing honest about wear."
        align="center"
      />
      <Swiper
        modules={[A11y, Keyboard]}
        slidesPerView={3}
        centeredSlides
        loop
        speed={300}
        spaceBetween={12}
        keyboard={{ enabled: true, onlyInViewport: true }}
        slideToClickedSlide
        onSlideChange={(swiper) => setActiveIndex(swiper.realIndex)}
        className="about-carousel__swiper"
        a11y={{ containerRoleDescriptionMessage: 'carousel', slideRole: 'group' }}
      >
        {ABOUT_SLIDES.map((slide) => (
          <SwiperSlide key={slide.title} className="about-carousel__slide">
            <figure className="about-carousel__figure">
              <img src={slide.image} alt={slide.alt} width={480} height={360} loading="lazy" />
              <figcaption className="about-carousel__title">{slide.title}</figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
      <p className="about-carousel__text" aria-live="polite">
        <strong>{active.title}.</strong> {active.text}
      </p>
    </section>
  );
}
