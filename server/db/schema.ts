import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  check,
  doublePrecision,
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
import { AVAILABILITY, type ProductImage } from '@contract/catalogue.ts';
import { NOTIFICATION_KINDS } from '@contract/notifications.ts';
import { OFFER_STATUSES } from '@contract/offers.ts';
import { CANCEL_REASONS, ORDER_STATUSES } from '@contract/orders.ts';

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
    /** The ratings this user received, kept with the user so a listing's seller rating costs no extra query. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** The id of the seller's public page (/sellers/{publicId}): not the account's id, never the email. */
    publicId: uuid('public_id').notNull().defaultRandom(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_public_id_key').on(t.publicId),
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
    /** Where `location` is (server/places/gazetteer.ts): city level; null when no place has that name. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** No place has `location`'s name: it was looked up, and is not looked up again until the text changes. */
    unplaceable: boolean('unplaceable').notNull().default(false),
    purchaseYear: integer('purchase_year').notNull(),
    usedYears: integer('used_years').notNull(),
    phone: text('phone').notNull(),
    description: text('description').notNull(),
    images: jsonb('images').$type<ProductImage[]>().notNull(),
    /** camera, lens or accessory (contract/listing-details.ts). */
    type: text('item_type').notNull().default('camera'),
    brand: text('brand').notNull().default('Other'),
    /** The lens mount (Leica M, Sony E...), for lenses. */
    mount: text('mount'),
    /** Optional grade on the published scale (LN, EX+, EX, BGN, UG). */
    grade: text('grade'),
    shutterCount: integer('shutter_count'),
    included: jsonb('included').$type<string[]>().notNull().default([]),
    /** The asking price before the last reduction, for the price-drop badge. */
    previousPriceCents: integer('previous_price_cents'),
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`to_tsvector('simple', name || ' ' || brand || ' ' || category || ' ' || description)`,
    ),
    /** `reserved` while a paid order waits for its hand-over: not for sale, not sold. */
    availability: text('availability', { enum: AVAILABILITY }).notNull().default('available'),
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
    index('products_type_idx').on(t.type, t.postTime.desc(), t.id.desc()),
    index('products_mount_idx').on(t.mount, t.postTime.desc(), t.id.desc()),
    // Radius searches: a box of latitudes, then longitudes, read from the index (server/places/radius.ts).
    index('products_place_idx').on(t.latitude, t.longitude),
    index('products_search_idx').using('gin', t.searchDocument),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    uniqueIndex('products_client_listing_id_key').on(t.clientListingId),
    check('products_prices_positive', sql`${t.originalPriceCents} > 0 and ${t.resellPriceCents} > 0`),
  ],
);

const stamp = (name: string) => timestamp(name, { withTimezone: true });

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
    /** The meeting time both agreed on in the order's messages. */
    meetingAt: stamp('meeting_at'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    acceptedAt: stamp('accepted_at'),
    /** The listing's price when the seller accepted: what the buyer pays, whatever the listing says later. */
    acceptedPriceCents: integer('accepted_price_cents'),
    paidAt: stamp('paid_at'),
    handedOverAt: stamp('handed_over_at'),
    completedAt: stamp('completed_at'),
    cancelledAt: stamp('cancelled_at'),
    /** Who or what cancelled: the buyer, the seller, the 7-day expiry, or an admin's refund. */
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    /** The deadline of the current step: pay (accepted) or hand over (paid) within 7 days. */
    expiresAt: stamp('expires_at'),
    /** Six digits the seller's phone shows at the hand-over; issued when the order is paid. */
    handoverCode: text('handover_code'),
    /** When the buyer's phone says the buyer entered the code (it may have been offline). */
    handoverConfirmedAt: stamp('handover_confirmed_at'),
    handoverFailedAttempts: integer('handover_failed_attempts').notNull().default(0),
    /** A paid order's open request to cancel: who asked (the other side agrees, or not), when and why. */
    cancelRequestedBy: text('cancel_requested_by', { enum: ['buyer', 'seller'] }),
    cancelRequestedAt: stamp('cancel_requested_at'),
    cancelRequestReason: text('cancel_request_reason'),
    /** When the seller's record of the hand-over reached the server, and when their phone says it was taken. */
    handoverRecordedAt: stamp('handover_recorded_at'),
    handoverRecordedClaimedAt: stamp('handover_recorded_claimed_at'),
    disputedAt: stamp('disputed_at'),
    disputedBy: text('disputed_by', { enum: ['buyer', 'seller', 'system'] }),
    /** One of DISPUTE_REASONS when a party opened it; the system's own words when the deal opened it. */
    disputeReason: text('dispute_reason'),
    disputeDetails: text('dispute_details').notNull().default(''),
    /** The buyer's evidence: photos they uploaded here (at most DISPUTE_MAX_PHOTOS). */
    disputePhotos: jsonb('dispute_photos').$type<ProductImage[]>().notNull().default([]),
    /** An admin's decision on a dispute: the payment released to the seller, or the hold given back to the buyer. */
    resolution: text('resolution', { enum: ['released', 'refunded'] }),
    resolvedAt: stamp('resolved_at'),
    /** Who decided, and the note both parties were sent with the decision. */
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_client_order_id_key').on(t.clientOrderId),
    // One open order per buyer per item: a second "Request to buy" of the same item is refused.
    uniqueIndex('orders_buyer_product_open_key')
      .on(t.buyerId, t.productId)
      .where(sql`${t.status} in ('placed', 'accepted', 'paid', 'handed_over', 'disputed')`),
    // One accepted (or paid, or disputed) order per listing at a time, whatever the application does.
    uniqueIndex('orders_product_live_deal_key')
      .on(t.productId)
      .where(sql`${t.status} in ('accepted', 'paid', 'handed_over', 'disputed')`),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_product_idx').on(t.productId),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('accepted', 'paid')`),
    check('orders_status_known', sql.raw(`status in (${ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);

/** A buyer's offer below the asking price, the seller's counter, and the order it became once accepted. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientOfferId: uuid('client_offer_id').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    counterCents: integer('counter_cents'),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    /** Who took the last step: a replay of that step by the same party answers like the first. */
    lastStepBy: text('last_step_by', { enum: ['buyer', 'seller'] }),
    /** What the order takes once the offer is accepted. */
    buyerPhone: text('buyer_phone').notNull(),
    meetingPlace: text('meeting_place').notNull(),
    /** When the open offer, or the counter, expires (contract/offers.ts OFFER_EXPIRY_HOURS). */
    expiresAt: stamp('expires_at').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_client_offer_id_key').on(t.clientOfferId),
    // One open offer per buyer per listing.
    uniqueIndex('offers_buyer_product_open_key')
      .on(t.buyerId, t.productId)
      .where(sql`${t.status} in ('pending', 'countered')`),
    index('offers_product_idx').on(t.productId),
    index('offers_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('offers_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('pending', 'countered')`),
    check('offers_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** The card is authorised when paid, captured at the hand-over, released when the deal falls through. */
    status: text('status', { enum: ['authorised', 'captured', 'released'] })
      .notNull()
      .default('authorised'),
    capturedAt: stamp('captured_at'),
    releasedAt: stamp('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One live payment per item: a second authorisation for the same product cannot be recorded.
    uniqueIndex('payments_product_live_key')
      .on(t.productId)
      .where(sql`${t.status} in ('authorised', 'captured')`),
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_transaction_key').on(t.transactionId),
    index('payments_buyer_idx').on(t.buyerId),
  ],
);

/**
 * A card authorised for an order that could no longer take it (cancelled, paid already, the price changed): never a
 * payment, and released at once. Kept until the provider confirms the release, so a release that fails is done by
 * the next sweep rather than left on the buyer's card until the authorisation lapses.
 */
export const refusedAuthorisations = pgTable(
  'refused_authorisations',
  {
    transactionId: text('transaction_id').primaryKey(),
    provider: text('provider').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    releasedAt: stamp('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refused_authorisations_unreleased_idx')
      .on(t.createdAt)
      .where(sql`${t.releasedAt} is null`),
  ],
);

/** Messages between the buyer and the seller of one order; the id is the sender's device's, so a replay lands once. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: uuid('id').primaryKey(),
    /** Null for a question asked on a listing before any order: its thread is the listing and the buyer below. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * A question's thread: the listing asked about and the buyer asking (both set exactly when `order_id` is null).
     * An order of that listing by that buyer shows the thread before its own messages.
     */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['text', 'meeting'] }).notNull(),
    body: text('body').notNull().default(''),
    /** A meeting proposal: where and when, accepted by the other party. */
    meetingPlace: text('meeting_place'),
    meetingAt: stamp('meeting_at'),
    acceptedAt: stamp('accepted_at'),
    /** When the recipient read it. */
    readAt: stamp('read_at'),
    createdAt: createdAt(),
    /** When the sender's phone wrote it (sent later from its outbox), bounded by the order's life and now. */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_messages_order_idx').on(t.orderId, t.writtenAt),
    index('order_messages_question_idx')
      .on(t.productId, t.buyerId, t.writtenAt)
      .where(sql`${t.orderId} is null`),
    check(
      'order_messages_one_thread',
      sql`(${t.orderId} is not null and ${t.productId} is null and ${t.buyerId} is null) or (${t.orderId} is null and ${t.productId} is not null and ${t.buyerId} is not null)`,
    ),
  ],
);

/** After a completed deal, the buyer and the seller rate each other once. */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rateeId: uuid('ratee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_order_rater_key').on(t.orderId, t.raterId),
    index('ratings_ratee_idx').on(t.rateeId, t.createdAt.desc()),
    check('ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/** A user's in-app notifications (also pushed to their devices where they allowed it). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The listing a notice is about: a question thread's (with the buyer who asked), or a saved search's new find. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    readAt: stamp('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc())],
);

/** A browser's Web Push subscription: where to deliver a user's notifications. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A search a buyer asked to be told about: each new listing it finds becomes a notice to them. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The search's words and filters as the results page's query string, in its one fixed order. */
    query: text('query').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    /**
     * Which rule wrote its anchor keys (saved_search_keys; SEARCH_KEYS_VERSION in server/saved-searches/search-keys.ts).
     * Null until they are written: a search saved before they existed, or by an older replica during a deploy. The
     * alert worker writes the missing ones before it matches anything.
     */
    keysVersion: integer('keys_version'),
  },
  (t) => [
    uniqueIndex('saved_searches_user_query_key').on(t.userId, t.query),
    index('saved_searches_keys_version_idx').on(t.keysVersion),
  ],
);

/**
 * The ways into a saved search for the alert worker: a listing is tested only against the searches that share a key
 * with it (server/saved-searches/search-keys.ts), found through the primary key, never by reading every search.
 */
export const savedSearchKeys = pgTable(
  'saved_search_keys',
  {
    key: text('key').notNull(),
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.key, t.searchId] }), index('saved_search_keys_search_idx').on(t.searchId)],
);

export const ALERT_WORK_KINDS = ['published', 'edited'] as const;

/**
 * The outbox of alert work: a row written in the same transaction as the listing's insert or edit, so a publish
 * that commits is always told (whatever happens to the replica next) and one that rolls back never is. The alert
 * worker (server/selling/alert-outbox.ts) matches it against the saved searches out of the seller's request,
 * records the notices and deletes the row in one transaction of its own.
 */
export const alertOutbox = pgTable(
  'alert_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_WORK_KINDS }).notNull(),
    /** An edit: the saved searches that found the listing just before it (they are not told again). */
    foundBefore: uuid('found_before').array(),
    /** An edit: the asking price just before it (a drop tells the buyers who keep it on their wishlist). */
    priceBeforeCents: integer('price_before_cents'),
    /** When the publish or edit began: searches saved after it are not told of it. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Failed tries so far; each one puts the next further off (`tryAfter`). */
    attempts: integer('attempts').notNull().default(0),
    tryAfter: timestamp('try_after', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_outbox_due_idx').on(t.tryAfter, t.queuedAt), index('alert_outbox_product_idx').on(t.productId)],
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
    /**
     * The lowest asking price the buyer knows of: the price when they saved it, lowered by each price-drop notice.
     * Null only for an item saved by a replica older than the column (during a rolling deploy): then it is the price
     * the listing had before the drop being told.
     */
    lowestPriceKnownCents: integer('lowest_price_known_cents'),
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

/** A question thread (listing and buyer) reported to the admins by one of its two parties, once each. */
export const questionReports = pgTable(
  'question_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('question_reports_thread_reporter_key').on(t.productId, t.buyerId, t.reporterId),
    index('question_reports_created_idx').on(t.createdAt.desc()),
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
  /** Stripe's statuses for a manually captured intent: confirmed → requires_capture → succeeded or canceled. */
  status: text('status', { enum: ['requires_payment_method', 'requires_capture', 'succeeded', 'canceled'] })
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

/**
 * The upload a device asked for under its own id (POST /api/images?uploadId=…): a try whose answer was lost asks
 * for it (GET /api/images/uploads/{uploadId}) instead of sending the photo again.
 */
export const imageUploads = pgTable(
  'image_uploads',
  {
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id').notNull(),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploaderId, t.uploadId] })],
);
