import type { ProductImage } from '@contract/catalogue.ts';
import { dollarsToCents } from '@contract/money.ts';
import type { products, users } from '@server/db/schema.ts';
import { placeColumns } from '@server/places/listing-place.ts';
import type { CatalogueListing } from './catalogue.ts';
import type { SeedUser } from './people.ts';
import { seededListingDetails } from './listing-details.ts';

type NewProduct = typeof products.$inferInsert;
type NewUser = typeof users.$inferInsert;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Sellers advertise a listing a little while after posting it. */
const ADVERTISED_AFTER_MINUTES = 7;

export function userRow(user: SeedUser, photoUrl: string, index: number, now: Date): NewUser {
  return {
    email: user.email.toLowerCase(),
    displayName: user.displayName,
    photoUrl,
    role: user.role,
    status: user.role === 'Seller' ? user.status : null,
    firebaseUid: null,
    // Accounts joined one per day before the catalogue, in a stable order.
    createdAt: new Date(now.getTime() - (90 - index) * DAY),
  };
}

export function productRow(listing: CatalogueListing, sellerId: string, images: ProductImage[], now: Date): NewProduct {
  const postTime = new Date(now.getTime() - listing.ageMinutes * MINUTE);
  const advertisedAt = listing.advertised
    ? new Date(Math.min(now.getTime(), postTime.getTime() + ADVERTISED_AFTER_MINUTES * MINUTE))
    : null;
  return {
    sellerId,
    name: listing.name,
    category: listing.category,
    condition: listing.condition,
    originalPriceCents: dollarsToCents(listing.originalPrice),
    resellPriceCents: dollarsToCents(listing.resellPrice),
    location: listing.location,
    ...placeColumns(listing.location),
    purchaseYear: listing.purchaseYear,
    usedYears: listing.usedYears,
    phone: listing.phone,
    description: listing.description,
    images,
    type: listing.kind === 'lens' ? 'lens' : 'camera',
    brand: listing.brand,
    mount: listing.mount ?? null,
    ...seededListingDetails(listing),
    availability: listing.sold ? 'sold' : 'available',
    advertisedAt,
    postTime,
    updatedAt: advertisedAt ?? postTime,
  };
}
