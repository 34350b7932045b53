import { randomUUID } from 'node:crypto';
import type { Category, Condition } from '@contract/catalogue.ts';
import type { Db } from '@server/db/database.ts';
import { products, users } from '@server/db/schema.ts';

type UserRow = typeof users.$inferInsert;
type ProductRow = typeof products.$inferInsert;

export async function insertUser(db: Db, overrides: Partial<UserRow> = {}) {
  const id = randomUUID();
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${id.slice(0, 8)}@example.test`,
      displayName: 'Test User',
      role: 'Buyer',
      ...overrides,
    })
    .returning();
  return user!;
}

export async function insertSeller(db: Db, overrides: Partial<UserRow> = {}) {
  return insertUser(db, { role: 'Seller', status: 'Unverified', displayName: 'Test Seller', ...overrides });
}

export async function insertProduct(db: Db, sellerId: string, overrides: Partial<ProductRow> = {}) {
  const [product] = await db
    .insert(products)
    .values({
      sellerId,
      name: 'Nikon FM2',
      category: 'Film' satisfies Category,
      condition: 'Good' satisfies Condition,
      originalPriceCents: 39_900,
      resellPriceCents: 27_500,
      location: 'Portland, OR',
      purchaseYear: 2015,
      usedYears: 8,
      phone: '+1 503 555 0100',
      description: 'Fully mechanical SLR, shutter tested at all speeds.',
      images: [{ url: '/uploads/demo/nikon-fm2-1.webp', thumbUrl: '/uploads/demo/nikon-fm2-1-thumb.webp' }],
      ...overrides,
    })
    .returning();
  return product!;
}
