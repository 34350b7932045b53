import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Product } from '@contract/catalogue.ts';
import { centsToDollars } from '@contract/money.ts';
import type { RatingSummary } from '@contract/ratings.ts';
import type { Db } from '../db/database.ts';
import { products, users } from '../db/schema.ts';

// The search document is for matching only; it never leaves the database.
const { searchDocument: _searchDocument, ...productColumns } = getTableColumns(products);

/**
 * Advertised by a verified seller: on the storefront and first in the catalogue. Only verified sellers can advertise
 * (seller-listings.ts); this also keeps out what an unverified seller advertised before that rule.
 */
export const isFeatured = sql<boolean>`(${products.advertisedAt} is not null and ${users.status} = 'Verified')`;

/** Products joined to their sellers: the one shape every catalogue read starts from (plus any extra columns). */
export function selectProductViews<Extra extends Record<string, SQL>>(db: Db, extra?: Extra) {
  return db
    .select({
      ...(extra as Extra),
      ...productColumns,
      sellerName: users.displayName,
      sellerPublicId: users.publicId,
      sellerStatus: users.status,
      sellerRatingCount: users.ratingCount,
      sellerRatingTotal: users.ratingTotal,
      featured: isFeatured,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId));
}

export type ProductViewRow = Awaited<ReturnType<typeof selectProductViews<Record<never, SQL>>>>[number];

/** The average to one decimal of `count` ratings adding up to `total` (0 when there are none). */
export function ratingSummary(count: number, total: number): RatingSummary {
  return { average: count === 0 ? 0 : Math.round((total / count) * 10) / 10, count };
}

export function toProductJson(row: ProductViewRow): Product {
  const cover = row.images[0] ?? { url: '', thumbUrl: '' };
  return {
    _id: row.id,
    img: cover.url,
    thumb: cover.thumbUrl,
    images: row.images,
    name: row.name,
    category: row.category as Product['category'],
    condition: row.condition as Product['condition'],
    originalPrice: centsToDollars(row.originalPriceCents),
    resellPrice: centsToDollars(row.resellPriceCents),
    location: row.location,
    coordinates: row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude },
    purchaseYear: row.purchaseYear,
    usedYears: row.usedYears,
    phone: row.phone,
    description: row.description,
    sellerName: row.sellerName,
    sellerPublicId: row.sellerPublicId,
    sellerVerified: row.sellerStatus === 'Verified',
    sellerRating: ratingSummary(row.sellerRatingCount, row.sellerRatingTotal),
    postTime: row.postTime.toISOString(),
    availability: row.availability,
    status: row.featured ? 'Advertised' : 'Unadvertised',
    type: row.type as Product['type'],
    brand: row.brand,
    mount: row.mount,
    grade: row.grade as Product['grade'],
    shutterCount: row.shutterCount,
    included: row.included as Product['included'],
    previousPrice: row.previousPriceCents === null ? null : centsToDollars(row.previousPriceCents),
  };
}
