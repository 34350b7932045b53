import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { notificationListSchema, type NotificationKind } from '@contract/notifications.ts';
import { listingInputSchema, type ListingFormValues } from '@contract/selling.ts';
import { alertOutbox, products, savedSearchKeys, savedSearches } from '@server/db/schema.ts';
import { databaseQueryDuration } from '@server/metrics/metrics.ts';
import type { Notifier } from '@server/notifications/notices.ts';
import { drainAlertOutbox } from '@server/selling/alert-outbox.ts';
import { createListing } from '@server/selling/seller-listings.ts';
import { givenUploadedBy } from '../support/image-upload.ts';
import { validListingInput } from '../support/listing-input.ts';
import { editListing, publishListing } from '../support/seller-steps.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createReplica, createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 31: matching a listing against the saved searches runs out of the seller's request, from an outbox written in
// the publish's own transaction. Here the alert worker only runs when the test says (ALERT_SWEEP_SECONDS=0), and no
// read cache announces writes to other replicas after the answer (its query would land in the next count).
let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp({ ALERT_SWEEP_SECONDS: '0', READ_CACHE: 'off' });
  seller = await newSession(t, 'Seller');
  await givenUploadedBy(t, seller.userId, validListingInput().images);
});
afterAll(() => t.close());

const save = async (who: Session, query: string, label = 'My search') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: who.headers,
    payload: { query, label },
  });
  expect(response.statusCode, response.body).toBe(201);
};
const publish = (overrides: Partial<ListingFormValues>) => publishListing(t, seller, overrides);
const edit = (listingId: string, changes: Partial<ListingFormValues>) => editListing(t, seller, listingId, changes);
const noticesOf = async (app: TestApp['app'], who: Session, kind: NotificationKind) =>
  notificationListSchema
    .parse((await app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers })).json())
    .filter((notice) => notice.kind === kind)
    .map((notice) => notice.text)
    .sort();
const savedSearchNotices = (who: Session) => noticesOf(t.app, who, 'saved-search');
const queued = (productId: string) =>
  t.database.db.select().from(alertOutbox).where(eq(alertOutbox.productId, productId));
/** The transaction that last wrote each row (PostgreSQL's xmin): one id for rows written by one transaction. */
const writtenBy = async (table: 'products' | 'alert_outbox', column: 'id' | 'product_id', id: string) => {
  const result = await t.database.db.execute(
    sql`select xmin::text as xid from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
  );
  return (result as unknown as { rows: Array<{ xid: string }> }).rows.map((row) => row.xid);
};
const silent: Notifier = { deliver: async () => {} };
const quietLog = { warn: () => {} };

/** How many queries the database was sent while `work` ran (this file's app is the only one in its process). */
async function queriesDuring(work: () => Promise<unknown>): Promise<number> {
  const sent = async () => (await databaseQueryDuration.get()).values.find((v) => v.metricName?.endsWith('_count'))!;
  const before = (await sent()).value;
  await work();
  return (await sent()).value - before;
}

/** Saved searches written straight into the table, as many as a busy marketplace keeps, none finding `name`. */
async function givenSavedSearches(count: number, userId: string, tag: string) {
  await t.database.db.execute(sql`
    insert into saved_searches (user_id, query, label)
    select ${userId}, 'q=zz' || ${tag} || n || '&maxPrice=' || (n % 900 + 100), 'Search ' || n
    from generate_series(1, ${count}) n`);
}

describe('saved-search alerts out of the request', () => {
  it('answers the publish before any search is matched; the buyer is told once the alert worker runs', async () => {
    const buyer = await newSession(t, 'Buyer');
    await save(buyer, 'q=bronica', 'Search “bronica”');
    await publish({ name: 'Bronica SQ-A' });
    expect(await savedSearchNotices(buyer)).toEqual([]);

    await t.app.drainAlertOutbox();
    expect(await savedSearchNotices(buyer)).toEqual([
      'New listing for your saved search (Search “bronica”): Bronica SQ-A, $289.50.',
    ]);
  });

  it('sends the publish request the same queries however many searches are saved', async () => {
    const hoarder = await newSession(t, 'Buyer');
    const few = await queriesDuring(() => publish({ name: 'Mamiya 7 II' }));
    await givenSavedSearches(1000, hoarder.userId, 'a');
    const many = await queriesDuring(() => publish({ name: 'Mamiya 6' }));
    expect(many).toBe(few);
    await t.app.drainAlertOutbox();
  });
});

describe('the outbox of alert work', () => {
  it('is written in the publish’s own transaction, and drained once', async () => {
    const buyer = await newSession(t, 'Buyer');
    await save(buyer, 'q=pentax', 'Search “pentax”');
    const listingId = await publish({ name: 'Pentax 67 II' });
    const [row] = await queued(listingId);
    expect(row).toMatchObject({ kind: 'published', foundBefore: null, priceBeforeCents: null, attempts: 0 });
    const listingWriter = await writtenBy('products', 'id', listingId);
    expect(listingWriter).toHaveLength(1);
    expect(await writtenBy('alert_outbox', 'product_id', listingId)).toEqual(listingWriter);

    expect(await t.app.drainAlertOutbox()).toMatchObject({ listings: 1, notices: 1, failed: 0 });
    expect(await queued(listingId)).toEqual([]);
    expect(await t.app.drainAlertOutbox()).toMatchObject({ listings: 0, notices: 0 });
    expect(await savedSearchNotices(buyer)).toEqual([
      'New listing for your saved search (Search “pentax”): Pentax 67 II, $289.50.',
    ]);
  });

  it('is written in the edit’s own transaction, with what found the listing and its price before', async () => {
    const buyer = await newSession(t, 'Buyer');
    await save(buyer, 'q=minolta', 'Search “minolta”');
    await save(buyer, 'q=minolta&maxPrice=200', 'Search “minolta”: Up to $200');
    const listingId = await publish({ name: 'Minolta CLE', resellPrice: 300 });
    await t.app.drainAlertOutbox();
    const [everyMinolta] = await t.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.label, 'Search “minolta”'));

    await edit(listingId, { resellPrice: 180 });
    const [row] = await queued(listingId);
    expect(row).toMatchObject({ kind: 'edited', foundBefore: [everyMinolta!.id], priceBeforeCents: 30000 });
    expect(await writtenBy('alert_outbox', 'product_id', listingId)).toEqual(
      await writtenBy('products', 'id', listingId),
    );
    await t.app.drainAlertOutbox();
    expect(await savedSearchNotices(buyer)).toEqual([
      'New listing for your saved search (Search “minolta”): Minolta CLE, $300.',
      'Now found by your saved search (Search “minolta”: Up to $200): Minolta CLE, $180.',
    ]);
  });

  it('tells nobody of a publish that rolls back, even when it fails at its commit', async () => {
    const buyer = await newSession(t, 'Buyer');
    await save(buyer, 'q=rolleicord', 'Search “rolleicord”');
    // The database refuses the commit of any listing named "Doomed…", after the listing and its row were written.
    await t.database.db.execute(sql`
      create function refuse_doomed() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from products where id = new.product_id and name like 'Doomed%') then
          raise exception 'refused at commit';
        end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create constraint trigger refuse_doomed after insert on alert_outbox
      deferrable initially deferred for each row execute function refuse_doomed()`);
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/addproduct',
        headers: seller.headers,
        payload: validListingInput({ name: 'Doomed Rolleicord Va' }),
      });
      expect(refused.statusCode).toBe(500);
      // And a publish inside a transaction of the caller's that rolls back.
      await expect(
        t.database.db.transaction(async (tx) => {
          await createListing(tx, seller.userId, listingInputSchema.parse(validListingInput({ name: 'Rolleicord V' })));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_doomed on alert_outbox`);
      await t.database.db.execute(sql`drop function refuse_doomed()`);
    }

    expect(await t.app.drainAlertOutbox()).toMatchObject({ listings: 0, notices: 0 });
    expect(await savedSearchNotices(buyer)).toEqual([]);
    const left = await t.database.db
      .select()
      .from(products)
      .where(inArray(products.name, ['Doomed Rolleicord Va', 'Rolleicord V']));
    expect(left).toEqual([]);
  });

  it('does not tell a search saved after the publish, nor one saved after the edit that brought the listing in', async () => {
    const early = await newSession(t, 'Buyer');
    const late = await newSession(t, 'Buyer');
    await save(early, 'q=yashica&maxPrice=100', 'Search “yashica”: Up to $100');
    const listingId = await publish({ name: 'Yashica Mat-124G', resellPrice: 150 });
    await save(late, 'q=yashica', 'Search “yashica”');
    await edit(listingId, { resellPrice: 90 });
    await save(late, 'q=yashica&maxPrice=100', 'Search “yashica”: Up to $100');
    await t.app.drainAlertOutbox();
    expect(await savedSearchNotices(late)).toEqual([]);
    // The publish and the edit are told together: to the early search the listing is new, as it now is.
    expect(await savedSearchNotices(early)).toEqual([
      'New listing for your saved search (Search “yashica”: Up to $100): Yashica Mat-124G, $90.',
    ]);
  });

  it('tells the sum of the edits made since the listing was last told: once, and only what holds now', async () => {
    const bargainHunter = await newSession(t, 'Buyer');
    const watcher = await newSession(t, 'Buyer');
    await save(bargainHunter, 'q=contax&maxPrice=800', 'Search “contax”: Up to $800');
    await save(bargainHunter, 'q=contax&maxPrice=500', 'Search “contax”: Up to $500');
    const contax = await publish({ name: 'Contax G2', resellPrice: 1200 });
    await t.app.drainAlertOutbox();
    await t.app.inject({
      method: 'POST',
      url: '/api/wishlist',
      headers: watcher.headers,
      payload: { productId: contax },
    });

    // Into the $800 search and out again, into the $500 one and out again, before the worker runs.
    await edit(contax, { resellPrice: 1150 });
    await edit(contax, { resellPrice: 450 });
    await edit(contax, { resellPrice: 990 });
    await edit(contax, { resellPrice: 750 });
    expect(await queued(contax)).toHaveLength(4);
    await t.app.drainAlertOutbox();
    expect(await savedSearchNotices(bargainHunter)).toEqual([
      'Now found by your saved search (Search “contax”: Up to $800): Contax G2, $750.',
    ]);
    expect(await noticesOf(t.app, watcher, 'price-drop')).toEqual([
      'Price drop on your wishlist: Contax G2, now $750 (was $1,200).',
    ]);
  });

  it('keys the searches saved without keys (before them, or by an older replica) before it matches', async () => {
    const buyer = await newSession(t, 'Buyer');
    await t.database.db.insert(savedSearches).values([
      { userId: buyer.userId, query: 'q=canonet', label: 'Search “canonet”' },
      { userId: buyer.userId, query: 'brand=Canon&maxPrice=500', label: 'Search: Canon' },
    ]);
    await publish({ name: 'Canon Canonet QL17 GIII', brand: 'Canon' });
    await t.app.drainAlertOutbox();
    expect(await savedSearchNotices(buyer)).toEqual(
      [
        'New listing for your saved search (Search: Canon): Canon Canonet QL17 GIII, $289.50.',
        'New listing for your saved search (Search “canonet”): Canon Canonet QL17 GIII, $289.50.',
      ].sort(),
    );
    expect(await t.database.db.select().from(savedSearches).where(isNull(savedSearches.keysVersion))).toEqual([]);
    const keys = await t.database.db
      .select({ key: savedSearchKeys.key })
      .from(savedSearchKeys)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchKeys.searchId))
      .where(eq(savedSearches.userId, buyer.userId));
    expect(keys.map(({ key }) => key).sort()).toEqual(['brand:Canon', 'w:canone']);
  });

  it('tries a listing whose alerts fail again later, and goes on with the others', async () => {
    const buyer = await newSession(t, 'Buyer');
    await save(buyer, 'q=kiev', 'Search “kiev”');
    await t.database.db.execute(sql`
      create function refuse_kiev_notices() returns trigger language plpgsql as $$
      begin
        if new.text like '%Kiev 88%' then raise exception 'notices refused'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_kiev_notices before insert on notifications
      for each row execute function refuse_kiev_notices()`);
    let failing: string;
    try {
      failing = await publish({ name: 'Kiev 88 CM' });
      await publish({ name: 'Kiev 60 TTL' });
      expect(await drainAlertOutbox(t.database.db, silent, quietLog)).toMatchObject({ listings: 1, failed: 1 });
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_kiev_notices on notifications`);
      await t.database.db.execute(sql`drop function refuse_kiev_notices()`);
    }
    expect(await savedSearchNotices(buyer)).toEqual([
      'New listing for your saved search (Search “kiev”): Kiev 60 TTL, $289.50.',
    ]);
    const [postponed] = await queued(failing);
    expect(postponed!.attempts).toBe(1);
    expect(postponed!.tryAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: the next drain leaves it.
    expect(await t.app.drainAlertOutbox()).toMatchObject({ listings: 0 });

    await t.database.db
      .update(alertOutbox)
      .set({ tryAfter: sql`now()` })
      .where(eq(alertOutbox.productId, failing));
    expect(await t.app.drainAlertOutbox()).toMatchObject({ listings: 1, failed: 0 });
    expect(await savedSearchNotices(buyer)).toEqual([
      'New listing for your saved search (Search “kiev”): Kiev 60 TTL, $289.50.',
      'New listing for your saved search (Search “kiev”): Kiev 88 CM, $289.50.',
    ]);
  });

  it('is drained by two workers at once with each buyer told once (two replicas on PostgreSQL)', async () => {
    const other = t.databaseUrl ? await createReplica(t, { ALERT_SWEEP_SECONDS: '0', READ_CACHE: 'off' }) : t;
    try {
      const hunters = [await newSession(t, 'Buyer'), await newSession(t, 'Buyer'), await newSession(t, 'Buyer')];
      for (const hunter of hunters) {
        await save(hunter, 'q=voigtlander', 'Search “voigtlander”');
        await save(hunter, 'brand=Voigtländer', 'Search: Voigtländer');
      }
      const listings: string[] = [];
      for (let n = 1; n <= 24; n += 1)
        listings.push(await publish({ name: `Voigtlander Bessa R${n}`, brand: 'Voigtländer' }));

      const drains = await Promise.all([
        drainAlertOutbox(t.database.db, silent, quietLog),
        drainAlertOutbox(other.database.db, silent, quietLog),
        drainAlertOutbox(t.database.db, silent, quietLog),
      ]);
      expect(drains.reduce((sum, drain) => sum + drain.listings, 0)).toBe(24);
      expect(drains.reduce((sum, drain) => sum + drain.notices, 0)).toBe(24 * 6);
      for (const hunter of hunters) {
        const told = await savedSearchNotices(hunter);
        expect(told).toHaveLength(48);
        expect(new Set(told).size).toBe(48);
      }
      expect(await t.database.db.select().from(alertOutbox).where(inArray(alertOutbox.productId, listings))).toEqual(
        [],
      );
    } finally {
      if (other !== t) await other.close();
    }
  });
});

describe('the alert worker, on', () => {
  it('tells the buyer right after the publish commits, without being asked', async () => {
    const app = await createTestApp();
    try {
      const shop = await newSession(app, 'Seller');
      await givenUploadedBy(app, shop.userId, validListingInput().images);
      const buyer = await newSession(app, 'Buyer');
      await app.app.inject({
        method: 'POST',
        url: '/api/saved-searches',
        headers: buyer.headers,
        payload: { query: 'q=widelux', label: 'Search “widelux”' },
      });
      const published = await app.app.inject({
        method: 'POST',
        url: '/api/addproduct',
        headers: shop.headers,
        payload: validListingInput({ name: 'Widelux F7' }),
      });
      expect(published.statusCode).toBe(201);
      await vi.waitFor(
        async () =>
          expect(await noticesOf(app.app, buyer, 'saved-search')).toEqual([
            'New listing for your saved search (Search “widelux”): Widelux F7, $289.50.',
          ]),
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await app.close();
    }
  });
});
