/**
 * Brands the listing form suggests (any other brand can be typed): the home page's tag cloud makers plus other
 * common ones. 'Other' is what a listing whose brand nobody named holds.
 */
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
  'Minolta',
  'Yashica',
  'Sigma',
  'Tamron',
  'DJI',
  'Wolfang',
  'Akaso',
  'Other',
] as const;
export type KnownBrand = (typeof BRANDS)[number];
/** A maker's name: one of BRANDS, or any other a seller typed. */
export type Brand = string;
export const UNNAMED_BRAND = 'Other';
export const MAX_BRAND_LENGTH = 40;

const knownBrandByKey = new Map<string, KnownBrand>(BRANDS.map((brand) => [brandKey(brand), brand]));

function brandKey(brand: string): string {
  return brand
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** A typed brand spelt the way the catalogue spells it: "canon", " CANON " and "Voigtlander" become Canon, Voigtländer. */
export function canonicalBrand(typed: string): string {
  const trimmed = typed.trim().replace(/\s+/g, ' ');
  return knownBrandByKey.get(brandKey(trimmed)) ?? trimmed;
}

/** The known brand a listing's name starts with ("Canon AE-1 Program" is a Canon), or Other. */
export function brandFromName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const known = knownBrandByKey.get(brandKey(first));
  return known && known !== UNNAMED_BRAND ? known : UNNAMED_BRAND;
}

/** What a listing is: a camera body, a lens, or an accessory (flash, grip, tripod, drone...). */
export const ITEM_TYPES = ['camera', 'lens', 'accessory'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ITEM_TYPE_LABELS: Record<ItemType, string> = { camera: 'Camera', lens: 'Lens', accessory: 'Accessory' };

/** Lens mounts the listing form suggests; any other can be typed. */
export const LENS_MOUNTS = [
  'Canon EF',
  'Canon RF',
  'Canon FD',
  'Nikon F',
  'Nikon Z',
  'Sony E',
  'Sony A',
  'Fujifilm X',
  'Fujifilm GFX',
  'Leica M',
  'Leica L',
  'Micro Four Thirds',
  'Pentax K',
  'Pentax 67',
  'Olympus OM',
  'M42',
  'Minolta MD',
  'Contax/Yashica',
  'Hasselblad V',
  'Mamiya 645',
  'Mamiya 7',
  'Mamiya RB67',
] as const;
export const MAX_MOUNT_LENGTH = 40;

const knownMountByKey = new Map<string, string>(LENS_MOUNTS.map((mount) => [brandKey(mount), mount]));

/** A typed mount spelt the way the catalogue spells it: "sony e" and "SONY-E" become Sony E. */
export function canonicalMount(typed: string): string {
  const trimmed = typed.trim().replace(/\s+/g, ' ');
  return knownMountByKey.get(brandKey(trimmed)) ?? trimmed;
}

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
