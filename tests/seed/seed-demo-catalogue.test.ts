import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/database.ts';
import { orders, payments, products, ratings, users } from '@server/db/schema.ts';
import { demoCatalogue } from '@scripts/seed/catalogue.ts';
import { demoAccounts } from '@scripts/seed/demo-accounts.ts';
import { seedUsers } from '@scripts/seed/people.ts';
import { seedDemoCatalogue } from '@scripts/seed/seed-demo-catalogue.ts';
import { priceGuide } from '@server/catalogue/price-guide.ts';

const NOW = new Date('2026-11-20T12:00:00Z');

async function readMagic(file: string): Promise<{ riff: string; webp: string }> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(12);
    await handle.read(buffer, 0, 12, 0);
    return { riff: buffer.toString('latin1', 0, 4), webp: buffer.toString('latin1', 8, 12) };
  } finally {
    await handle.close();
  }
}

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  return database;
}

async function productRowCount(database: Database): Promise<number> {
  const [row] = await database.db.select({ value: count() }).from(products);
  return row?.value ?? 0;
}

describe('seedDemoCatalogue with photos (a few listings, to stay fast)', () => {
  // One listing of each kind of drawing, so every illustration path renders.
  const sample = [...new Map(demoCatalogue.map((listing) => [listing.kind, listing])).values()];
  let database: Database;
  let uploadsDir: string;

  beforeAll(async () => {
    database = await freshDatabase();
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'shutterswap-seed-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('draws a WebP display image and thumbnail for every photo and stores their URLs cover first', async () => {
    const result = await seedDemoCatalogue(database.db, { uploadsDir, now: NOW, listings: sample, withSignIns: true });
    expect(result).toEqual({ seeded: true, products: sample.length, users: seedUsers.length });

    const rows = await database.db.select({ name: products.name, images: products.images }).from(products);
    expect(rows).toHaveLength(sample.length);
    for (const row of rows) {
      const listing = sample.find((candidate) => candidate.name === row.name)!;
      expect(row.images).toHaveLength(listing.photoCount);
      expect(row.images[0]!.url).toBe(`/uploads/demo/${listing.slug}-1.webp`);
      for (const image of row.images) {
        for (const url of [image.url, image.thumbUrl]) {
          const file = path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
          expect(await readMagic(file), url).toEqual({ riff: 'RIFF', webp: 'WEBP' });
        }
      }
    }
    const photoFiles = (await readdir(path.join(uploadsDir, 'demo'))).filter((name) => name.endsWith('.webp'));
    expect(photoFiles).toHaveLength(sample.reduce((sum, listing) => sum + listing.photoCount * 2, 0));
  });

  it('gives every seeded user a drawn avatar', async () => {
    const rows = await database.db.select({ photoUrl: users.photoUrl }).from(users);
    for (const { photoUrl } of rows) {
      expect(photoUrl).toMatch(/^\/uploads\/demo\/avatars\/.+\.webp$/);
      expect(await readMagic(path.join(uploadsDir, photoUrl.replace(/^\/uploads\//, '')))).toEqual({
        riff: 'RIFF',
        webp: 'WEBP',
      });
    }
  });

  it('does nothing the second time', async () => {
    const before = await database.db.select().from(products);
    const result = await seedDemoCatalogue(database.db, { uploadsDir, now: new Date(NOW.getTime() + 86_400_000) });
    expect(result).toEqual({ seeded: false, products: 0, users: 0 });
    expect(await database.db.select().from(products)).toEqual(before);
  });
});

describe('seedDemoCatalogue with the whole catalogue (data only)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase();
    const result = await seedDemoCatalogue(database.db, {
      uploadsDir: '/nonexistent',
      now: NOW,
      drawPhotos: false,
      withSignIns: true,
    });
    expect(result.seeded).toBe(true);
  });
  afterAll(() => database.close());

  it('inserts every listing and every user', async () => {
    expect(await productRowCount(database)).toBe(demoCatalogue.length);
    const [userCount] = await database.db.select({ value: count() }).from(users);
    expect(userCount?.value).toBe(seedUsers.length);
  });

  it('stores prices as integer cents', async () => {
    const listing = demoCatalogue[0]!;
    const [row] = await database.db.select().from(products).where(eq(products.name, listing.name));
    expect(row?.originalPriceCents).toBe(Math.round(listing.originalPrice * 100));
    expect(row?.resellPriceCents).toBe(Math.round(listing.resellPrice * 100));
  });

  it('fills the storefront: enough advertised available listings, some sold, posted within the last 60 days', async () => {
    const rows = await database.db.select().from(products).where(isNotNull(products.advertisedAt));
    expect(rows.filter((row) => row.availability === 'available').length).toBeGreaterThanOrEqual(27);
    const sold = await database.db.select().from(products).where(eq(products.availability, 'sold'));
    expect(sold.length).toBeGreaterThanOrEqual(10);
    const all = await database.db
      .select({ postTime: products.postTime, advertisedAt: products.advertisedAt })
      .from(products);
    for (const { postTime, advertisedAt } of all) {
      expect(postTime.getTime()).toBeLessThan(NOW.getTime());
      expect(NOW.getTime() - postTime.getTime()).toBeLessThanOrEqual(60 * 86_400_000);
      if (advertisedAt) expect(advertisedAt.getTime()).toBeGreaterThanOrEqual(postTime.getTime());
    }
  });

  it('seeds the demo accounts with their roles: admin, a verified seller with listings, a buyer with none', async () => {
    const byEmail = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!;
    const admin = await byEmail(demoAccounts.admin.email);
    expect(admin).toMatchObject({ role: 'admin', status: null, firebaseUid: null, photoUrl: '' });
    const seller = await byEmail(demoAccounts.seller.email);
    expect(seller).toMatchObject({ role: 'Seller', status: 'Verified' });
    const sellerListings = await database.db.select().from(products).where(eq(products.sellerId, seller.id));
    expect(sellerListings.length).toBeGreaterThanOrEqual(8);
    const buyer = await byEmail(demoAccounts.buyer.email);
    expect(buyer).toMatchObject({ role: 'Buyer', status: null });
    expect(await database.db.select().from(products).where(eq(products.sellerId, buyer.id))).toHaveLength(0);
  });

  it('makes every sold listing a completed deal its buyer reviewed, mostly in words, and the sellers rated by them', async () => {
    const sold = await database.db.select({ id: products.id }).from(products).where(eq(products.availability, 'sold'));
    const deals = await database.db
      .select({ status: orders.status, stars: ratings.stars, comment: ratings.comment, payment: payments.status })
      .from(orders)
      .innerJoin(ratings, eq(ratings.orderId, orders.id))
      .innerJoin(payments, eq(payments.orderId, orders.id));
    expect(deals).toHaveLength(sold.length);
    expect(new Set(deals.map((deal) => `${deal.status}/${deal.payment}`))).toEqual(new Set(['completed/captured']));
    expect(deals.filter((deal) => deal.comment !== '').length).toBeGreaterThanOrEqual(10);
    expect(deals[0]).toMatchObject({
      stars: 5,
      comment: 'Exactly as described, and the shutter sounds perfect. We met at the station and it took five minutes.',
    });
    const [totals] = await database.db
      .select({
        count: sql<number>`sum(${users.ratingCount})::int`,
        total: sql<number>`sum(${users.ratingTotal})::int`,
      })
      .from(users);
    expect(totals).toEqual({ count: deals.length, total: deals.reduce((sum, deal) => sum + deal.stars, 0) });
    // The demo buyer's My Orders starts empty.
    const demoBuyer = (await database.db.select().from(users).where(eq(users.email, demoAccounts.buyer.email)))[0]!;
    expect(await database.db.select().from(orders).where(eq(orders.buyerId, demoBuyer.id))).toHaveLength(0);
  });
  it('sold three earlier copies of a model on sale, so its listing shows the price guide', async () => {
    const aeOnes = await database.db
      .select({ availability: products.availability, priceCents: products.resellPriceCents })
      .from(products)
      .where(eq(products.name, 'Canon AE-1 Program Silver'));
    expect(aeOnes.map((row) => `${row.availability} ${row.priceCents}`).sort()).toEqual([
      'available 24000',
      'sold 21000',
      'sold 23500',
      'sold 26500',
    ]);
    expect(await priceGuide(database.db, { name: 'Canon AE-1 Program Silver', brand: 'Canon' }, NOW)).toEqual({
      sales: 3,
      low: 210,
      high: 265,
    });
  });
});

describe('seedDemoCatalogue where no sign-in is made for the seeded people (a real Firebase project, npm run seed)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    await seedDemoCatalogue(database.db, { uploadsDir: '/nonexistent', now: NOW, drawPhotos: false });
  });
  afterAll(() => database.close());

  it('writes no admin row waiting for whoever signs up first with its email', async () => {
    expect(await database.db.select().from(users).where(eq(users.role, 'admin'))).toEqual([]);
    const [userCount] = await database.db.select({ value: count() }).from(users);
    expect(userCount?.value).toBe(seedUsers.length - 1);
  });
});
