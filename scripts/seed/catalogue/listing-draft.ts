import type { Condition } from '@contract/catalogue.ts';
import type { Finish, GearKind } from '../art/gear-kind.ts';

import type { Brand } from '@contract/listing-details.ts';

/** One listing as written by hand: the item, its price and the seller's words. Money in US dollars. */
export type ListingDraft = {
  name: string;
  brand: Brand;
  /** Year the model first went on sale: nobody can have bought it earlier. */
  introduced: number;
  kind: GearKind;
  /** The lens mount, for lenses. */
  mount?: string;
  /** Defaults to black. */
  finish?: Finish;
  condition: Condition;
  originalPrice: number;
  resellPrice: number;
  purchaseYear: number;
  usedYears: number;
  description: string;
};
