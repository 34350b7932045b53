import { z } from 'zod';

/** A point on the globe in degrees: a listing's place, or where a buyer searches from. */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km (haversine). The server's SQL computes the same formula (server/places/radius.ts), so a
 * device searching offline finds what the server finds.
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
export { EARTH_RADIUS_KM };

/** The radii a buyer picks from; a query may ask for any radius up to the largest. */
export const RADIUS_CHOICES_KM = [5, 10, 25, 50, 100, 250] as const;
export const MAX_RADIUS_KM = 500;
export const DEFAULT_RADIUS_KM = 25;

/** "3.4 km away" under 10 km, whole kilometres above, "Under 1 km away" when closer than that. */
export function formatDistance(km: number): string {
  if (km < 1) return 'Under 1 km away';
  if (km < 10) return `${km.toFixed(1)} km away`;
  return `${Math.round(km).toLocaleString('en-US')} km away`;
}

/**
 * The buyer's own position, rounded to two decimals (about a kilometre) before it goes into an address or a query:
 * listings are placed at city level, so more precision finds nothing more and tells more than needed.
 */
export const roundCoordinate = (degrees: number) => Math.round(degrees * 100) / 100;

export const placeSchema = z.object({
  /** "Berlin, Germany"; "Portland, OR" in the United States. What a listing's location reads. */
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const MAX_PLACE_SUGGESTIONS = 8;
/** GET /api/places?q=: the places whose name starts with what was typed, largest first. */
export const placesQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type the start of a place name').max(80, 'Keep the place under 80 characters'),
});
export const placesAnswerSchema = z.object({ items: z.array(placeSchema) });
export type PlacesAnswer = z.infer<typeof placesAnswerSchema>;
