import type { KnownBrand } from '@contract/listing-details';

/** The makers the home page's tag cloud features, spelt as the makers spell them (docs/design.md "What we keep"). */
export const FEATURED_BRANDS = [
  'Sony',
  'FujiFilm',
  'Leica',
  'Nikon',
  'Panasonic',
  'Ricoh',
  'Canon',
  'Olympus',
  'Pentax',
  'GoPro',
  'Hasselblad',
  'Wolfang',
  'Akaso',
  'Mamiya',
  'Minolta',
] as const satisfies readonly KnownBrand[];
