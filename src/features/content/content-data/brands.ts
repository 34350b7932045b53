/** The tag cloud's brands, spelt as the makers spell them (docs/design.md "What we keep"). */
export const BRANDS = [
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
] as const;
