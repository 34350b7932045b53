import { A11y, Keyboard, Navigation, Pagination, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Product } from '@contract/catalogue';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/zoom';
import './product-gallery.css';

/** Swipeable photos with dots, arrows (wide screens), keyboard and double-tap zoom. */
export default function ProductGallery({ product }: { product: Product }) {
  const images = product.images.length > 0 ? product.images : [{ url: product.img, thumbUrl: product.thumb }];
  return (
    <div className="product-gallery">
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination, Zoom]}
        keyboard={{ enabled: true }}
        navigation={images.length > 1}
        pagination={{ clickable: true }}
        zoom={{ maxRatio: 3 }}
        a11y={{ containerMessage: `Photos of ${product.name}` }}
        loop={false}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.url}>
            <div className="swiper-zoom-container">
              <img
                src={image.url}
                alt={`${product.name}, photo ${index + 1} of ${images.length}`}
                loading={index === 0 ? 'eager' : 'lazy'}
                width={1200}
                height={900}
              />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
