import { Suspense, useRef } from 'react';
import { CONTACT_ADDRESS_LINE } from '@/features/content/content-data/contact';
import { useInViewOnce } from '@/features/content/hooks/use-in-view-once';
import './footer-map.css';
import { lazyChunk } from '@/lib/lazy-chunk';

// Leaflet and its CSS load only once the map scrolls into view.
const LeafletMap = lazyChunk(() => import('./LeafletMap'));

export default function FooterMap() {
  const frame = useRef<HTMLDivElement>(null);
  const isNear = useInViewOnce(frame, { rootMargin: '200px' });

  return (
    <figure className="footer-map">
      <div ref={frame} className="footer-map__frame" data-testid="footer-map">
        {isNear ? (
          <Suspense fallback={null}>
            <LeafletMap />
          </Suspense>
        ) : null}
      </div>
      <figcaption className="footer-map__caption">{CONTACT_ADDRESS_LINE}</figcaption>
    </figure>
  );
}
