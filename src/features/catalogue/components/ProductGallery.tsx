import { Suspense, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Product } from '@contract/catalogue';
import { galleryImages, photoAlt } from './gallery-images';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import './product-gallery.css';
import { lazyChunk } from '@/lib/lazy-chunk';

// The full-screen viewer (and Swiper's zoom) loads the first time a photo is tapped.
const PhotoViewer = lazyChunk(() => import('./PhotoViewer'));

/** The gallery's width: the page's width on phones, 7/12 of the centred page beside the details on wide screens. */
const GALLERY_SIZES = '(min-width: 900px) 700px, 100vw';

/** Swipeable photos with dots, arrows (wide screens) and keyboard; a tap opens the photo full screen. */
export default function ProductGallery({ product }: { product: Product }) {
  const images = galleryImages(product);
  const [viewing, setViewing] = useState<number | null>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);

  // Back on the photo last seen full screen, with the focus where it was.
  const closeViewer = (index: number) => {
    swiperRef.current?.slideTo(index, 0);
    openers.current[index]?.focus();
    setViewing(null);
  };

  return (
    <div className="product-gallery">
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        keyboard={{ enabled: true }}
        navigation={images.length > 1}
        pagination={{ clickable: true }}
        a11y={{ containerMessage: `Photos of ${product.name}` }}
        loop={false}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.url}>
            <img
              src={image.url}
              srcSet={`${image.thumbUrl} 480w, ${image.url} 1200w`}
              sizes={GALLERY_SIZES}
              alt={photoAlt(product, index, images.length)}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              width={1200}
              height={900}
            />
            <button
              type="button"
              ref={(button) => {
                openers.current[index] = button;
              }}
              className="product-gallery__open"
              aria-label={`View photo ${index + 1} of ${images.length} full screen`}
              onClick={() => setViewing(index)}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {viewing !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer product={product} startAt={viewing} onClose={closeViewer} />
        </Suspense>
      ) : null}
    </div>
  );
}
