import type { Condition } from '../../../contract/catalogue.ts';
import type { Finish, GearKind } from '../art/gear-kind.ts';

/** Brands of the home page's tag cloud plus the makers of the seeded gear; 'Other' for the rest. */
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

/** One listing as written by hand: the item, its price and the seller's words. Money in US dollars. */
export type ListingDraft = {
  name: string;
  brand: Brand;
  /** Year the model first went on sale: nobody can have bought it earlier. */
  introduced: number;
  kind: GearKind;
  /** Defaults to black. */
  finish?: Finish;
  condition: Condition;
  originalPrice: number;
  resellPrice: number;
  purchaseYear: number;
  usedYears: number;
  description: string;
};
