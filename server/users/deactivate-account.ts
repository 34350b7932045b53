import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Role } from '@contract/users.ts';
import type { Db } from '../db/database.ts';
import { orders, products, reports, users, wishlistItems } from '../db/schema.ts';
import type { StoredNotice } from '../notifications/notices.ts';
import { withdrawUnsoldListings } from '../selling/withdraw-listings.ts';

/**
 * What an admin's "delete" does to a buyer or seller. Orders and payments are records that must
 * survive, so the account stays, deactivated: its access tokens stop working at once (the role is
 * read on every request), its sign-in no longer finds it, and what the record does not need is
 * erased: email, name, photo, the listings still for sale and the carts, wishlist and contact
 * phones it left. Paid orders, payments and sold listings stay as they are, bar the buyer's phone
 * and meeting place. Answers the sign-in uid to remove at the provider, or undefined when there is
 * no such active account.
 */
export async function deactivateAccount(
  db: Db,
  userId: string,
  role: Role,
): Promise<{ firebaseUid: string | null; notices: StoredNotice[] } | undefined> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ firebaseUid: users.firebaseUid })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, role), isNull(users.deactivatedAt)))
      .for('update');
    if (!account) return undefined;

    const { notices } = await withdrawUnsoldListings(tx, eq(products.sellerId, userId));
    // Orders no money was held for go; a paid one goes on (or expires) and is then a record of the sale.
    await tx
      .delete(orders)
      .where(and(eq(orders.buyerId, userId), inArray(orders.status, ['placed', 'accepted', 'declined'])));
    await tx.update(orders).set({ buyerPhone: '', meetingPlace: '' }).where(eq(orders.buyerId, userId));
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
    await tx.update(reports).set({ contactPhone: '' }).where(eq(reports.reporterId, userId));
    await tx
      .update(users)
      .set({
        // Unique and undeliverable (.invalid is reserved), so the address is free for a new account.
        email: sql`${users.id}::text || '@deactivated.invalid'`,
        displayName: 'Deactivated account',
        photoUrl: '',
        firebaseUid: null,
        deactivatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    return { firebaseUid: account.firebaseUid, notices };
  });
}
