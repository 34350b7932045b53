import type { SearchParams } from '@contract/search.ts';
import { dollarsToCents } from '@contract/money.ts';
import type { Database } from '@server/db/database.ts';
import { products, users } from '@server/db/schema.ts';
import { placeColumns } from '@server/places/listing-place.ts';
import { demoCatalogue } from '../seed/catalogue.ts';
import { seededListingDetails } from '../seed/listing-details.ts';

/* Many listings, and the searches run over them, shared by bench:search (the server) and bench:offline-catalogue. */

const BATCH = 2_000;

/** A fixed mix of searches: words (a typo too), filters, sorts. */
export const BENCH_QUERIES: SearchParams[] = [
  { q: 'leica m6' },
  { q: 'Leica-M6' },
  { q: 'nikon', sort: 'price-asc' },
  { q: 'canon eos' },
  { q: 'x100f' },
  { q: 'hasselblad 500', category: 'Medium Format' },
  { brand: 'Nikon,Canon', minPrice: 200, maxPrice: 900 },
  { category: 'film', sort: 'newest' },
  { sort: 'price-desc' },
  { condition: 'Excellent', grade: 'LN,EX+' },
  { q: 'lens', brand: 'Sony', sort: 'price-asc' },
  { q: 'shutter tested', sort: 'newest' },
  { lat: 52.52, lng: 13.41, radius: 25 },
  { lat: 52.52, lng: 13.41, radius: 50, sort: 'distance' },
  { q: 'leica', lat: 45.76, lng: 4.84, radius: 100, sort: 'distance' },
];

/** Up to about 110 km either way of the seller's city, so a radius search finds some of a metro area's listings. */
function spreadAround(location: string, i: number) {
  const { latitude, longitude } = placeColumns(location);
  if (latitude === null || longitude === null) return { latitude, longitude };
  const spread = (seed: number) => ((seed % 2001) - 1000) / 1000;
  return { latitude: latitude + spread(i * 7919), longitude: longitude + spread(i * 104_729) };
}

/**
 * `count` listings for searching: the demo catalogue varied (names numbered, prices and places spread), one in ten
 * sold, one in three advertised, a minute apart, all of one verified seller.
 */
export async function fillBenchListings(database: Database, count: number): Promise<void> {
  const db = database.db;
  const [seller] = await db
    .insert(users)
    .values({ email: 'bench-seller@example.test', displayName: 'Bench Seller', role: 'Seller', status: 'Verified' })
    .returning();
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const i = start + offset;
      const listing = demoCatalogue[i % demoCatalogue.length]!;
      const jitter = 0.6 + ((i * 7919) % 800) / 1000;
      return {
        sellerId: seller!.id,
        name: `${listing.name} #${i}`,
        category: listing.category,
        condition: listing.condition,
        brand: listing.brand,
        ...seededListingDetails({ ...listing, slug: `${listing.slug}-${i}` }),
        originalPriceCents: dollarsToCents(Math.round(listing.originalPrice * jitter)),
        resellPriceCents: dollarsToCents(Math.max(1, Math.round(listing.resellPrice * jitter))),
        location: listing.location,
        ...spreadAround(listing.location, i),
        purchaseYear: listing.purchaseYear,
        usedYears: listing.usedYears,
        phone: listing.phone,
        description: listing.description,
        images: [{ url: '/uploads/demo/x.webp', thumbUrl: '/uploads/demo/x-thumb.webp' }],
        availability: i % 10 === 0 ? ('sold' as const) : ('available' as const),
        advertisedAt: i % 3 === 0 ? new Date(now - i * 1000) : null,
        postTime: new Date(now - i * 60_000),
      };
    });
    await db.insert(products).values(rows);
  }
  await database.analyze();
}
