import { sql } from 'drizzle-orm';
import {
  customType,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductImage } from '@contract/catalogue.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firebaseUid: text('firebase_uid').unique(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    photoUrl: text('photo_url').notNull().default(''),
    role: text('role', { enum: ['Buyer', 'Seller', 'admin'] }).notNull(),
    /** Sellers only: 'Unverified' until an admin verifies them. */
    status: text('status', { enum: ['Verified', 'Unverified'] }),
    createdAt: createdAt(),
    /** Set when an admin deleted the account: it stays, signed out and erased, for the sales it took part in. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role, t.createdAt),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    condition: text('condition').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
    resellPriceCents: integer('resell_price_cents').notNull(),
    location: text('location').notNull(),
    purchaseYear: integer('purchase_year').notNull(),
    usedYears: integer('used_years').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<ProductImage[]>().notNull(),
    brand: text('brand').notNull().default('Other'),
    /** Optional grade on the published scale (LN, EX+, EX, BGN, UG). */
    grade: text('grade'),
    shutterCount: integer('shutter_count'),
    included: jsonb('included').$type<string[]>().notNull().default([]),
    /** The asking price before the last reduction, for the price-drop badge. */
    previousPriceCents: integer('previous_price_cents'),
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`to_tsvector('simple', name || ' ' || brand || ' ' || category || ' ' || description)`,
    ),
    availability: text('availability', { enum: ['available', 'sold'] })
      .notNull()
      .default('available'),
    /** Set when the seller advertises the listing; advertised listings are the storefront. */
    advertisedAt: timestamp('advertised_at', { withTimezone: true }),
    /** The id the seller's device gave the listing: a listing published from the offline outbox twice is stored once. */
    clientListingId: uuid('client_listing_id'),
    /** Millisecond precision, like JavaScript dates, so search cursors carry it exactly. */
    postTime: timestamp('post_time', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_advertised_idx')
      .on(t.postTime.desc())
      .where(sql`${t.advertisedAt} is not null and ${t.availability} = 'available'`),
    index('products_category_idx').on(t.category, t.postTime.desc(), t.id.desc()),
    index('products_seller_idx').on(t.sellerId, t.postTime.desc()),
    index('products_post_time_idx').on(t.postTime.desc()),
    index('products_market_price_idx')
      .on(t.resellPriceCents, t.id)
      .where(sql`${t.availability} = 'available'`),
    index('products_market_newest_idx')
      .on(t.postTime.desc(), t.id.desc())
      .where(sql`${t.availability} = 'available'`),
    index('products_brand_idx').on(t.brand, t.postTime.desc(), t.id.desc()),
    index('products_search_idx').using('gin', t.searchDocument),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    uniqueIndex('products_client_listing_id_key').on(t.clientListingId),
    check('products_prices_positive', sql`${t.originalPriceCents} > 0 and ${t.resellPriceCents} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientOrderId: uuid('client_order_id').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    buyerPhone: text('buyer_phone').notNull(),
    meetingPlace: text('meeting_place').notNull(),
    status: text('status', { enum: ['placed', 'paid'] })
      .notNull()
      .default('placed'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_client_order_id_key').on(t.clientOrderId),
    // One order per buyer per item: a second "Add To Cart" of the same item is refused.
    uniqueIndex('orders_buyer_product_key').on(t.buyerId, t.productId),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_product_idx').on(t.productId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One sale per item: a second payment for the same product cannot be recorded.
    uniqueIndex('payments_product_key').on(t.productId),
    uniqueIndex('payments_transaction_key').on(t.transactionId),
    index('payments_buyer_idx').on(t.buyerId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    details: text('details').notNull().default(''),
    /** Optional, so the admin can call the reporting buyer back. */
    contactPhone: text('contact_phone').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_product_reporter_key').on(t.productId, t.reporterId),
    index('reports_created_idx').on(t.createdAt.desc()),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(t.email)],
);

/** The sandbox payment provider's intents: kept by the server so a restart loses no payment. */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded'] })
    .notNull()
    .default('requires_payment_method'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

/**
 * Every photo this server stored, with who uploaded it: a listing may show only its seller's own
 * uploads. The same bytes uploaded by two users are stored once (content hash) and recorded twice.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploaderId, t.url] })],
);
