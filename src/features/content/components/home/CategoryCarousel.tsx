import { useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import ListView from '@/components/ListView';
import ProductCard from '@/components/ProductCard';
import ProductGridSkeleton from '@/components/ProductGridSkeleton';
import StateMessage from '@/components/StateMessage';
import { useCategoryProducts } from '@/lib/product-list-queries';
import type { ShopCategoryTab } from '@/features/content/content-data/shop-categories';
import { usePrefersReducedMotion } from '@/features/content/hooks/use-prefers-reduced-motion';
import { useWindowSize } from '@/features/content/hooks/use-window-size';
import {
  CATEGORY_CAROUSEL_AUTOPLAY_MS,
  categoryCarouselLayout,
  swiperBreakpoints,
} from '@/features/content/lib/category-carousel-layout';
import CarouselArrow from './CarouselArrow';

const BREAKPOINTS = swiperBreakpoints();
/** Loop mode needs at least twice the slides of the widest view; with fewer, swiper rewinds instead. */
const MIN_SLIDES_FOR_LOOP = 8;

export default function CategoryCarousel({ tab }: { tab: ShopCategoryTab }) {
  const products = useCategoryProducts(tab.category);
  const { width } = useWindowSize();
  const layout = categoryCarouselLayout(width);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance>();

  return (
    <ListView
      query={products}
      skeleton={<ProductGridSkeleton count={layout.slidesPerView} />}
      errorTitle={`${tab.label} listings could not load`}
      empty={
        <StateMessage title={`No ${tab.label} listings right now`} detail="New gear arrives daily. Check back soon." />
      }
    >
      {(items) => {
        const canLoop = items.length >= MIN_SLIDES_FOR_LOOP;
        return (
          <div className="category-carousel">
            {layout.arrows ? (
              <CarouselArrow
                direction="previous"
                label={`Previous ${tab.label} items`}
                onClick={() => swiper?.slidePrev()}
              />
            ) : null}
            <Swiper
              modules={[A11y, Autoplay]}
              slidesPerView={1}
              spaceBetween={16}
              breakpoints={BREAKPOINTS}
              loop={canLoop}
              rewind={!canLoop}
              autoplay={
                prefersReducedMotion
                  ? false
                  : { delay: CATEGORY_CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
              }
              onSwiper={setSwiper}
              className="category-carousel__swiper"
              a11y={{ containerRoleDescriptionMessage: 'carousel', slideRole: 'group' }}
            >
              {items.map((product) => (
                <SwiperSlide key={product._id} className="category-carousel__slide">
                  <ProductCard product={product} />
                </SwiperSlide>
              ))}
            </Swiper>
            {layout.arrows ? (
              <CarouselArrow direction="next" label={`Next ${tab.label} items`} onClick={() => swiper?.slideNext()} />
            ) : null}
          </div>
        );
      }}
    </ListView>
  );
}
