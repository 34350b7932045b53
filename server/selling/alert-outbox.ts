import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { formatCents } from '@contract/format-price.ts';
import type { Db } from '@server/db/database.ts';
import { epochMicros } from '@server/db/epoch-micros.ts';
import { alertOutbox, products } from '@server/db/schema.ts';
import { recordNotices, type Notice, type Notifier, type StoredNotice } from '@server/notifications/notices.ts';
import { keyUnkeyedSearches, searchesFindingListing } from '@server/saved-searches/saved-searches.ts';
import { recordPriceDrop } from '@server/wishlist/price-drop-alerts.ts';

/*
 * The outbox of alert work. A publish or an edit writes its row in its own transaction (so what commits is told,
 * whatever becomes of the replica, and what rolls back never is); the alert worker (server/plugins/app/
 * alert-worker.ts) drains it out of the request: woken right after the commit, and on an interval as a backstop.
 *
 * The worker takes one listing at a time: it locks the listing's row (FOR NO KEY UPDATE ... SKIP LOCKED, so replicas
 * draining together each take other listings, and an edit in progress is left for its own wake), then handles every
 * row queued for it together, records the notices and deletes the rows in that one transaction: each row is told
 * once. An edit reads what found the listing before it under the same lock, so edits and the worker take turns on a
 * listing: the rows handled together are exactly the edits since the listing was last told, and the listing as it
 * now is is their sum. A search is told when the listing as it now is is found by it and was not found before the
 * first of those rows that it was saved before; one saved after them all is not told (it finds the listing itself).
 */

/** What the outbox needs of a transaction. */
type Tx = Pick<Db, 'insert'>;

/** In the publish's own transaction. */
export async function queueListingPublished(tx: Tx, productId: string): Promise<void> {
  await tx.insert(alertOutbox).values({ productId, kind: 'published' });
}

/** What an edit's alerts are measured from, read under the listing's lock just before the edit. */
export type AlertBaseline = { foundBy: ReadonlySet<string>; priceCents: number | null };

/** In the edit's own transaction. */
export async function queueListingEdited(tx: Tx, productId: string, before: AlertBaseline): Promise<void> {
  await tx
    .insert(alertOutbox)
    .values({ productId, kind: 'edited', foundBefore: [...before.foundBy], priceBeforeCents: before.priceCents });
}

/** What one drain did. `searchesTested`: saved searches verified against a listing (the candidates, not all). */
export type AlertDrain = { keyed: number; listings: number; searchesTested: number; notices: number; failed: number };

/** A failed listing is tried again after 30 s, then twice as long each time, at most an hour. */
const RETRY_FIRST_SECONDS = 30;
const RETRY_LAST_SECONDS = 60 * 60;

type Log = { warn(details: object, message: string): void };

/**
 * Handles everything due in the outbox, a listing per transaction, until nothing is left that another worker is not
 * handling. The searches saved without anchor keys get them first. A listing whose alerts fail is logged and tried
 * again later; the others go on.
 */
export async function drainAlertOutbox(db: Db, notifier: Notifier, log: Log): Promise<AlertDrain> {
  const drained: AlertDrain = {
    keyed: await keyUnkeyedSearches(db),
    listings: 0,
    searchesTested: 0,
    notices: 0,
    failed: 0,
  };
  for (;;) {
    let claimed: string | undefined;
    try {
      const told = await db.transaction(async (tx) => {
        claimed = await claimListing(tx);
        return claimed ? alertBuyers(tx, claimed) : null;
      });
      if (!told) return drained;
      drained.listings += 1;
      drained.searchesTested += told.tested;
      drained.notices += told.notices.length;
      void notifier.deliver(told.notices);
    } catch (error) {
      if (!claimed) throw error;
      drained.failed += 1;
      log.warn({ err: error, listingId: claimed }, 'Alerts for a listing failed; they are tried again later');
      await postpone(db, claimed);
    }
  }
}

/** The listing of the oldest row due whose listing no other transaction holds, locked; undefined when none. */
async function claimListing(tx: Db): Promise<string | undefined> {
  const [row] = await tx
    .select({ productId: alertOutbox.productId })
    .from(alertOutbox)
    .innerJoin(products, eq(products.id, alertOutbox.productId))
    .where(lte(alertOutbox.tryAfter, sql`now()`))
    .orderBy(asc(alertOutbox.queuedAt))
    .limit(1)
    .for('no key update', { of: products, skipLocked: true });
  return row?.productId;
}

/** Every row queued for the listing, told and deleted together (the listing is locked). */
async function alertBuyers(tx: Db, productId: string): Promise<{ tested: number; notices: StoredNotice[] }> {
  const rows = await tx
    .select({
      id: alertOutbox.id,
      kind: alertOutbox.kind,
      foundBefore: alertOutbox.foundBefore,
      priceBeforeCents: alertOutbox.priceBeforeCents,
      queuedMicros: epochMicros(alertOutbox.queuedAt),
    })
    .from(alertOutbox)
    .where(eq(alertOutbox.productId, productId))
    .orderBy(asc(alertOutbox.queuedAt), asc(alertOutbox.id));
  // Another worker handled them between this one's choice and its lock.
  if (rows.length === 0) return { tested: 0, notices: [] };

  const found = await searchesFindingListing(tx, productId);
  const notices: Notice[] = [];
  for (const search of found?.finding ?? []) {
    // The first change the search was saved before: what found the listing just before it is not told again.
    const since = rows.find((row) => Number(row.queuedMicros) >= search.createdMicros);
    if (!since || since.foundBefore?.includes(search.id)) continue;
    const opening = since.kind === 'published' ? 'New listing for your saved search' : 'Now found by your saved search';
    const { name, priceCents } = found!.listing;
    notices.push({
      userId: search.userId,
      kind: 'saved-search',
      orderId: null,
      productId,
      text: `${opening} (${search.label}): ${name}, ${formatCents(priceCents)}.`,
    });
  }
  const told = await recordNotices(tx, notices);
  // The price before the first edit since the listing was last told, against its price now.
  const firstEdit = rows.find((row) => row.kind === 'edited' && row.priceBeforeCents !== null);
  const drops = firstEdit ? await recordPriceDrop(tx, productId, firstEdit.priceBeforeCents!) : [];
  await tx.delete(alertOutbox).where(
    inArray(
      alertOutbox.id,
      rows.map((row) => row.id),
    ),
  );
  return { tested: found?.tested ?? 0, notices: [...told, ...drops] };
}

async function postpone(db: Db, productId: string): Promise<void> {
  await db
    .update(alertOutbox)
    .set({
      attempts: sql`${alertOutbox.attempts} + 1`,
      tryAfter: sql`now() + least(${RETRY_FIRST_SECONDS}::int * power(2, ${alertOutbox.attempts}), ${RETRY_LAST_SECONDS}::int) * interval '1 second'`,
    })
    .where(eq(alertOutbox.productId, productId));
}
