import { and, between, or, sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_KM, type LatLng } from '@contract/places.ts';
import { products } from '../db/schema.ts';

const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

/**
 * The great-circle distance in km from `from` to each listing's place (haversine, as contract/places.ts computes it
 * on a device). Null for a listing without a place.
 */
export function distanceFrom(from: LatLng): SQL<number | null> {
  return sql<number | null>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${products.latitude} - ${from.lat}::float8) / 2), 2)
    + cos(radians(${from.lat}::float8)) * cos(radians(${products.latitude}))
      * power(sin(radians(${products.longitude} - ${from.lng}::float8) / 2), 2)))))`;
}

/**
 * Listings within `radiusKm` of `from`: a box of latitudes and longitudes the index on (latitude, longitude) narrows
 * to, split in two where it crosses the antimeridian (a point in Fiji finds Tubou across it), then the exact
 * distance. Near a pole the box takes every longitude.
 */
export function withinRadius(from: LatLng, radiusKm: number): SQL {
  const latSpan = radiusKm / KM_PER_DEGREE;
  const south = from.lat - latSpan;
  const north = from.lat + latSpan;
  const latitudes = between(products.latitude, Math.max(-90, south), Math.min(90, north));
  const exact = sql`${distanceFrom(from)} <= ${radiusKm}::float8`;
  if (south <= -90 || north >= 90) return and(latitudes, exact)!;

  const coldestCos = Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180);
  const lngSpan = Math.min(180, radiusKm / (KM_PER_DEGREE * coldestCos));
  const west = from.lng - lngSpan;
  const east = from.lng + lngSpan;
  let longitudes: SQL | undefined;
  if (lngSpan >= 180) longitudes = undefined;
  else if (west < -180)
    longitudes = or(between(products.longitude, west + 360, 180), between(products.longitude, -180, east));
  else if (east > 180)
    longitudes = or(between(products.longitude, west, 180), between(products.longitude, -180, east - 360));
  else longitudes = between(products.longitude, west, east);
  return and(latitudes, longitudes, exact)!;
}
