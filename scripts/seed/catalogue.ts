import type { Category } from '@contract/catalogue.ts';
import type { Finish } from './art/gear-kind.ts';
import { hashString, unitFromString } from './art/seeded-random.ts';
import { actionListings } from './catalogue/action.ts';
import { dslrListings } from './catalogue/dslr.ts';
import { filmListings } from './catalogue/film.ts';
import type { ListingDraft } from './catalogue/listing-draft.ts';
import { mediumFormatListings } from './catalogue/medium-format.ts';
import { mirrorlessListings } from './catalogue/mirrorless.ts';
import { pointAndShootListings } from './catalogue/point-and-shoot.ts';
import { slugify } from './catalogue/slugify.ts';
import { demoSeller, otherSellers, type SeedSeller } from './people.ts';

/** A listing ready to insert: the hand-written draft plus who sells it, when, and its state. */
export type CatalogueListing = Omit<ListingDraft, 'finish'> & {
  slug: string;
  category: Category;
  finish: Finish;
  sellerEmail: string;
  location: string;
  phone: string;
  advertised: boolean;
  sold: boolean;
  /** How long before "now" the listing was posted. */
  ageMinutes: number;
  photoCount: number;
};

const draftsByCategory: Array<[Category, ListingDraft[]]> = [
  ['Film', filmListings],
  ['Point & Shoot', pointAndShootListings],
  ['Mirrorless', mirrorlessListings],
  ['DSLR', dslrListings],
  ['Action', actionListings],
  ['Medium Format', mediumFormatListings],
];

const MAX_AGE_MINUTES = 60 * 24 * 60;
const MIN_AGE_MINUTES = 12;

/** Posting ages skew recent, so the newest listings read "minutes" and "hours" ago and the oldest ~2 months. */
function ageMinutesFor(slug: string): number {
  return MIN_AGE_MINUTES + Math.floor(unitFromString(`posted:${slug}`) ** 1.4 * (MAX_AGE_MINUTES - MIN_AGE_MINUTES));
}

/** Deterministic spread: every 13th listing is the demo seller's, the rest go round the other sellers. */
function sellerFor(index: number, otherIndex: () => number): SeedSeller {
  if (index % 13 === 4) return demoSeller;
  return otherSellers[otherIndex() % otherSellers.length]!;
}

function buildCatalogue(): CatalogueListing[] {
  const usedSlugs = new Set<string>();
  let othersAssigned = 0;
  const drafts = draftsByCategory.flatMap(([category, list]) => list.map((draft) => ({ category, draft })));
  return drafts.map(({ category, draft }, index) => {
    let slug = slugify(draft.name);
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(draft.name)}-${n}`;
    usedSlugs.add(slug);
    const seller = sellerFor(index, () => othersAssigned++);
    return {
      ...draft,
      slug,
      category,
      finish: draft.finish ?? 'black',
      sellerEmail: seller.email,
      location: seller.location,
      phone: seller.phone,
      advertised: seller.status === 'Verified' && index % 2 === 0,
      sold: index % 10 === 4,
      ageMinutes: ageMinutesFor(slug),
      photoCount: 1 + (hashString(`photos:${slug}`) % 3),
    };
  });
}

/**
 * Earlier copies of a model on sale, sold here in the last weeks, so its listing shows the price guide ("Sold here
 * for…" needs three completed deals of the same model). Appended after the storefront, so no listing before them
 * changes seller, state or age.
 */
const EARLIER_SALES: ReadonlyArray<{ model: string; resellPrice: number; ageDays: number; description: string }> = [
  {
    model: 'Canon AE-1 Program Silver',
    resellPrice: 210,
    ageDays: 18,
    description:
      'Working AE-1 Program, shutter squeal treated last year. Brassing on the top plate corners, meter accurate. Body only.',
  },
  {
    model: 'Canon AE-1 Program Silver',
    resellPrice: 235,
    ageDays: 33,
    description:
      'Clean chrome body with new seals. Program and shutter priority modes tested with a roll of Gold 200. Comes with a strap.',
  },
  {
    model: 'Canon AE-1 Program Silver',
    resellPrice: 265,
    ageDays: 52,
    description:
      'Near mint, bought from the original owner. Bright finder, no squeal, new seals, with the original manual and box.',
  },
];

function earlierSales(storefront: CatalogueListing[]): CatalogueListing[] {
  return EARLIER_SALES.map((sale, index) => {
    const onSale = storefront.find((listing) => listing.name === sale.model);
    if (!onSale) throw new Error(`The storefront has no ${sale.model} to have sold before`);
    const seller = otherSellers[(index * 3 + 1) % otherSellers.length]!;
    return {
      ...onSale,
      slug: `${onSale.slug}-sold-${index + 1}`,
      resellPrice: sale.resellPrice,
      description: sale.description,
      sellerEmail: seller.email,
      location: seller.location,
      phone: seller.phone,
      advertised: false,
      sold: true,
      ageMinutes: sale.ageDays * 24 * 60,
    };
  });
}

/** The demo storefront: every listing the seed inserts, in a fixed order. */
export const demoCatalogue: readonly CatalogueListing[] = (() => {
  const storefront = buildCatalogue();
  return [...storefront, ...earlierSales(storefront)];
})();
