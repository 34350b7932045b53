import { useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import ErrorState from '../../../../components/ErrorState';
import ProductCard from '../../../../components/ProductCard';
import ProductGridSkeleton from '../../../../components/ProductGridSkeleton';
import StateMessage from '../../../../components/StateMessage';
import { useCategoryProducts } from '../../api/get-category-products';
import type { ShopCategoryTab } from '../../content-data/shop-categories';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { useWindowSize } from '../../hooks/use-window-size';
import {
  CATEGORY_CAROUSEL_AUTOPLAY_MS,
  categoryCarouselLayout,
  swiperBreakpoints,
} from '../../lib/category-carousel-layout';
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

  if (products.isPending) return <ProductGridSkeleton count={layout.slidesPerView} />;
  if (products.isError) {
    return (
      <ErrorState
        title={`${tab.label} listings could not load`}
        error={products.error}
        onRetry={() => void products.refetch()}
      />
    );
  }
  if (products.data.length === 0) {
    return (
      <StateMessage title={`No ${tab.label} listings right now`} detail="New gear arrives daily. Check back soon." />
    );
  }

  const canLoop = products.data.length >= MIN_SLIDES_FOR_LOOP;
  return (
    <div className="category-carousel">
      {layout.arrows ? (
        <CarouselArrow direction="previous" label={`Previous ${tab.label} items`} onClick={() => swiper?.slidePrev()} />
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
        {products.data.map((product) => (
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
}
