/** The tag cloud's brands, spelt as the spec spells them. */
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
  'Minalto',
] as const;
