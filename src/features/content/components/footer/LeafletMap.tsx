import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { CONTACT, CONTACT_ADDRESS_LINE } from '@/features/content/content-data/contact';
import { MAP_PIN_SVG } from './map-pin';

const ZOOM = 15;
const TILE_URL: string | undefined = import.meta.env.VITE_MAP_TILE_URL || undefined;
const TILE_ATTRIBUTION: string = import.meta.env.VITE_MAP_TILE_ATTRIBUTION || '&copy; OpenStreetMap contributors';

/*
 * Without a tile server (the default) the map shows a drawn neighbourhood, an image of our own
 * origin spanning about 4 x 3 km around the shop, so nothing is requested from elsewhere.
 */
const HALF_LAT_SPAN = 0.013;
const HALF_LNG_SPAN = 0.0257;
const NEIGHBOURHOOD: L.LatLngBoundsExpression = [
  [CONTACT.latitude - HALF_LAT_SPAN, CONTACT.longitude - HALF_LNG_SPAN],
  [CONTACT.latitude + HALF_LAT_SPAN, CONTACT.longitude + HALF_LNG_SPAN],
];

function addBackground(map: L.Map): void {
  if (TILE_URL) {
    L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19 }).addTo(map);
    return;
  }
  L.imageOverlay('/content/map-neighbourhood.svg', NEIGHBOURHOOD, { interactive: false, alt: '' }).addTo(map);
  map.setMaxBounds(NEIGHBOURHOOD);
}

export default function LeafletMap() {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return undefined;
    const position: L.LatLngTuple = [CONTACT.latitude, CONTACT.longitude];
    const map = L.map(container.current, {
      center: position,
      zoom: ZOOM,
      minZoom: TILE_URL ? 3 : 14,
      maxZoom: TILE_URL ? 19 : 17,
      scrollWheelZoom: false,
      attributionControl: Boolean(TILE_URL),
    });
    addBackground(map);
    L.marker(position, {
      icon: L.divIcon({
        className: 'footer-map__pin',
        html: MAP_PIN_SVG,
        iconSize: [36, 48],
        iconAnchor: [18, 46],
        popupAnchor: [0, -42],
      }),
      title: `Shutterswap, ${CONTACT_ADDRESS_LINE}`,
      alt: `Shutterswap, ${CONTACT_ADDRESS_LINE}`,
      keyboard: true,
    })
      .addTo(map)
      .bindPopup(`<strong>Shutterswap</strong><br>${CONTACT_ADDRESS_LINE}`);

    // The footer may have been laid out while hidden (page transitions): measure again once shown.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container.current);
    return () => {
      resize.disconnect();
      map.remove();
    };
  }, []);

  return (
    <div
      ref={container}
      className="footer-map__leaflet"
      role="region"
      aria-label={`Map: Shutterswap at ${CONTACT_ADDRESS_LINE}`}
    />
  );
}
