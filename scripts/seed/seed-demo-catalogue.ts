import { cp } from 'node:fs/promises';
import path from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/database.ts';
import { products, users } from '@server/db/schema.ts';
import { demoCatalogue, type CatalogueListing } from './catalogue.ts';
import { productRow, userRow } from './catalogue-rows.ts';
import { seedDemoDeals } from './demo-reviews.ts';
import { DEMO_UPLOADS_FOLDER, generateListingPhotos, listingImages } from './listing-photos.ts';
import { seedUsers } from './people.ts';
import { generateUserAvatars } from './user-avatars.ts';

export type SeedOptions = {
  uploadsDir: string;
  now?: Date;
  log?: (line: string) => void;
  /** The listings to insert; the whole demo catalogue unless a test wants fewer. */
  listings?: readonly CatalogueListing[];
  /** false skips drawing the pictures (rows still name them): for tests that only need the data. */
  drawPhotos?: boolean;
  /** Draw into this folder (kept between runs) and copy from it, instead of drawing into uploadsDir. */
  photoCacheDir?: string;
  /**
   * Whether every seeded person has a sign-in (`npm start` makes them in the auth emulator). Without, the admin is
   * left out: an admin row no one is signed in to would wait for whoever proves its email first.
   */
  withSignIns?: boolean;
};
/** Rows this call inserted: zero of each when the catalogue already existed. */
export type SeedResult = { seeded: boolean; products: number; users: number };

/** Any constant works; it keeps two servers starting at once from seeding twice. */
const SEED_LOCK_KEY = 7_262_024;

async function productCount(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products);
  return row?.value ?? 0;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Fills an empty database with the demo storefront: users, ~160 listings and their photos
 * (drawn into `<uploadsDir>/demo`, served at /uploads/demo).
 * Never touches a database that already has products, so restarts keep real data.
 */
export async function seedDemoCatalogue(db: Db, options: SeedOptions): Promise<SeedResult> {
  const {
    uploadsDir,
    now = new Date(),
    log = () => {},
    listings = demoCatalogue,
    drawPhotos = true,
    photoCacheDir,
    withSignIns = false,
  } = options;
  const people = withSignIns ? seedUsers : seedUsers.filter((user) => user.role !== 'admin');
  const notSeeded: SeedResult = { seeded: false, products: 0, users: 0 };
  if ((await productCount(db)) > 0) return notSeeded;

  let imagesBySlug = listingImages(listings);
  // Without drawn avatars the photo URL stays empty and the app shows initials.
  let avatars = new Map<string, string>();
  if (drawPhotos) {
    const photosStarted = performance.now();
    const photoTotal = listings.reduce((sum, listing) => sum + listing.photoCount, 0);
    log(`Generating ${photoTotal} demo photos…`);
    const drawInto = photoCacheDir ?? uploadsDir;
    const photos = await generateListingPhotos(listings, drawInto);
    imagesBySlug = photos.imagesBySlug;
    avatars = await generateUserAvatars(seedUsers, drawInto);
    if (photoCacheDir)
      await cp(path.join(photoCacheDir, DEMO_UPLOADS_FOLDER), path.join(uploadsDir, DEMO_UPLOADS_FOLDER), {
        recursive: true,
      });
    log(
      `Generating ${photoTotal} demo photos… done in ${seconds(photosStarted)} (${photos.rendered} drawn, ${photos.total - photos.rendered} already there)`,
    );
  }

  const insertStarted = performance.now();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await productCount(tx)) > 0) return notSeeded;
    const insertedUsers = await tx
      .insert(users)
      .values(people.map((user, index) => userRow(user, avatars.get(user.email) ?? '', index, now)))
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    const emails = people.map((user) => user.email);
    const idRows = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const idByEmail = new Map(idRows.map((row) => [row.email, row.id]));
    const rows = listings.map((listing) =>
      productRow(listing, idByEmail.get(listing.sellerEmail)!, imagesBySlug.get(listing.slug) ?? [], now),
    );
    const insertedProducts = await tx.insert(products).values(rows).returning({ id: products.id });
    await seedDemoDeals(tx, listings, now);
    return { seeded: true, products: insertedProducts.length, users: insertedUsers.length };
  });
  if (result.seeded) {
    log(`Inserted ${result.users} users and ${result.products} listings in ${seconds(insertStarted)}`);
  }
  return result;
}
