import { useState } from 'react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Product } from '@contract/catalogue';
import ListView from '@/components/ListView';
import ProductCard from '@/components/ProductCard';
import ProductGridSkeleton from '@/components/ProductGridSkeleton';
import { useCategoryProducts } from '@/lib/product-list-queries';
import 'swiper/css';
import './related-products.css';
import ChevronIcon from '@/components/ChevronIcon';

const BREAKPOINTS = {
  0: { slidesPerView: 1.6, spaceBetween: 14 },
  560: { slidesPerView: 2.4, spaceBetween: 16 },
  900: { slidesPerView: 3, spaceBetween: 20 },
  1100: { slidesPerView: 4, spaceBetween: 24 },
};

/** Same-category products other than the one shown. */
export default function RelatedProducts({ product }: { product: Product }) {
  const query = useCategoryProducts(product.category);
  const related = query.data?.filter((candidate) => candidate._id !== product._id);

  return (
    <section className="related-products" aria-labelledby="related-products-title">
      <h2 id="related-products-title" className="related-products__title">
        Related Products
      </h2>
      <ListView
        query={{ data: related, isError: query.isError, error: query.error, refetch: query.refetch }}
        skeleton={<ProductGridSkeleton count={4} />}
        errorTitle="Could not load related products"
        empty={<p className="related-products__empty">No other {product.category} gear is listed right now.</p>}
      >
        {(items) => <RelatedCarousel items={items} />}
      </ListView>
    </section>
  );
}

/** The cards in a row that swipes; on a desktop the arrows sit beside the heading, off the cards. */
function RelatedCarousel({ items }: { items: Product[] }) {
  // Swiper wires its navigation to the buttons once they are in the page.
  const [previousButton, setPreviousButton] = useState<HTMLButtonElement | null>(null);
  const [nextButton, setNextButton] = useState<HTMLButtonElement | null>(null);

  return (
    <>
      <div className="related-products__arrows">
        {(
          [
            ['previous', setPreviousButton],
            ['next', setNextButton],
          ] as const
        ).map(([direction, setButton]) => (
          <button
            key={direction}
            type="button"
            ref={setButton}
            className="related-products__arrow"
            aria-label={`${direction === 'next' ? 'Next' : 'Previous'} related products`}
          >
            <ChevronIcon direction={direction} />
          </button>
        ))}
      </div>
      <Swiper
        modules={[A11y, Keyboard, Navigation]}
        keyboard={{ enabled: true }}
        navigation={{ prevEl: previousButton, nextEl: nextButton }}
        a11y={{ prevSlideMessage: 'Previous related products', nextSlideMessage: 'Next related products' }}
        breakpoints={BREAKPOINTS}
      >
        {items.map((item) => (
          <SwiperSlide key={item._id}>
            <ProductCard product={item} />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
