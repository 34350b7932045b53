import type { Condition } from '@contract/catalogue.ts';
import { dollarsToCents } from '@contract/money.ts';
import type { GradeCode } from '@contract/listing-details.ts';
import type { GearKind } from './art/gear-kind.ts';
import { seededRandom } from './art/seeded-random.ts';
import { includedItemsOf } from './included-items.ts';

const GRADES_BY_CONDITION: Record<Condition, GradeCode[]> = {
  Excellent: ['LN', 'EX+'],
  Good: ['EX+', 'EX'],
  Fair: ['BGN', 'UG'],
};

/** Digital bodies have a shutter count worth publishing; film bodies, lenses and action cameras do not. */
const DIGITAL_BODY_KINDS = new Set<GearKind>(['dslr', 'mirrorless']);

/** A plausible grade and shutter count for a seeded listing, stable for its slug, and the box contents its description names. */
export function seededListingDetails(listing: {
  slug: string;
  description: string;
  condition: Condition;
  kind: GearKind;
  usedYears: number;
  resellPrice: number;
}) {
  const random = seededRandom(`details:${listing.slug}`);
  const grades = GRADES_BY_CONDITION[listing.condition];
  // About one listing in five has no grade, as on a real marketplace where sellers skip it.
  const grade = random() < 0.2 ? null : (grades[Math.floor(random() * grades.length)] ?? null);
  const shutterCount = DIGITAL_BODY_KINDS.has(listing.kind)
    ? Math.round((1_500 + random() * 9_000) * Math.max(1, listing.usedYears)) // roughly 1.5k–10k frames a year
    : null;
  // About one in ten sellers already lowered the price once, by 5–20 %.
  const previousPriceCents =
    random() < 0.1 ? dollarsToCents(Math.round(listing.resellPrice * (1.05 + random() * 0.15))) : null;
  return { grade, shutterCount, included: includedItemsOf(listing.description), previousPriceCents };
}
