import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Product } from '@contract/catalogue';
import { useModalDialog } from '@/components/use-modal-dialog';
import { galleryImages, photoAlt } from './gallery-images';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/zoom';
import './photo-viewer.css';

interface PhotoViewerProps {
  product: Product;
  startAt: number;
  /** Called once the viewer has closed, with the photo it was showing. */
  onClose: (index: number) => void;
}

/**
 * A listing's photos full screen: swipe or arrow keys between them, pinch or double-tap to zoom. A native modal
 * <dialog>: focus stays inside, Escape and Close shut it.
 */
export default function PhotoViewer({ product, startAt, onClose }: PhotoViewerProps) {
  const images = galleryImages(product);
  const dialogRef = useModalDialog(true);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(startAt);

  // Swiper measured its slides before the dialog was shown: measure again now that it fills the screen.
  useEffect(() => {
    swiperRef.current?.update();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="photo-viewer"
      aria-label={`Photos of ${product.name}`}
      onClose={() => onClose(swiperRef.current?.activeIndex ?? active)}
    >
      <div className="photo-viewer__bar">
        <p className="photo-viewer__counter" aria-live="polite">
          {active + 1} / {images.length}
        </p>
        <button type="button" className="photo-viewer__close" onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </div>
      <Swiper
        className="photo-viewer__photos"
        modules={[A11y, Keyboard, Navigation, Zoom]}
        initialSlide={startAt}
        keyboard={{ enabled: true }}
        navigation={images.length > 1}
        zoom={{ maxRatio: 4 }}
        a11y={{ containerMessage: `Photos of ${product.name}` }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onSlideChange={(swiper) => setActive(swiper.activeIndex)}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.url}>
            <div className="swiper-zoom-container">
              <img src={image.url} alt={photoAlt(product, index, images.length)} width={1200} height={900} />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </dialog>
  );
}
