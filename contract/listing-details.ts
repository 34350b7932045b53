/** Brands a listing can name: the home page's tag cloud makers plus other common ones; 'Other' for the rest. */
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
  'Mamiya',
  'Contax',
  'Zeiss',
  'Voigtländer',
  'Other',
] as const;
export type Brand = (typeof BRANDS)[number];

/**
 * A published condition scale, in the style of the big used-camera dealers, finer than the spec's
 * Excellent / Good / Fair. Shown on the product page and explained on the grading help sheet.
 */
export const GRADES = [
  { code: 'LN', name: 'Like New', meaning: 'Little or no sign of use. Glass is clean and everything works as new.' },
  { code: 'EX+', name: 'Excellent Plus', meaning: 'Light wear seen only on close look. Clean glass; fully working.' },
  {
    code: 'EX',
    name: 'Excellent',
    meaning: 'Normal wear for its age: light marks or brassing. Glass may show dust that does not affect images.',
  },
  {
    code: 'BGN',
    name: 'Bargain',
    meaning:
      'Heavy cosmetic wear, dents or missing paint. Works, but may show light haze or marks that rarely affect images.',
  },
  {
    code: 'UG',
    name: 'Ugly',
    meaning:
      'Rough looking and may need a repair or a service. Sold for parts or as a project unless the description says otherwise.',
  },
] as const;
export type GradeCode = (typeof GRADES)[number]['code'];
export const GRADE_CODES = GRADES.map((grade) => grade.code) as [GradeCode, ...GradeCode[]];

export const INCLUDED_ITEMS = ['Box', 'Caps', 'Strap', 'Charger', 'Battery', 'Manual', 'Case', 'Lens hood'] as const;
export type IncludedItem = (typeof INCLUDED_ITEMS)[number];

/** Shutter count matters for bodies with a mechanical shutter, not for lenses or action cameras. */
export const MAX_SHUTTER_COUNT = 3_000_000;
