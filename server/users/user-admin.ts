import { and, asc, eq, isNull } from 'drizzle-orm';
import type { User } from '@contract/users.ts';
import type { IdentityVerifier } from '@server/auth/identity.ts';
import type { Db } from '@server/db/database.ts';
import { users } from '@server/db/schema.ts';
import { notFound } from '@server/lib/http-errors.ts';
import type { Notifier } from '@server/notifications/notices.ts';
import { deactivateAccount } from './deactivate-account.ts';
import { toUserJson } from './user-json.ts';

const isActive = isNull(users.deactivatedAt);

/** All Buyers, All Sellers: the active accounts of a role, oldest first. */
export async function listActiveUsers(db: Db, role: 'Buyer' | 'Seller'): Promise<User[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.role, role), isActive))
    .orderBy(asc(users.createdAt));
  return rows.map(toUserJson);
}

/** Marks an active seller verified. Answers how many changed (0 when already verified), undefined when there is no such seller. */
export async function verifySeller(db: Db, sellerId: string): Promise<number | undefined> {
  const [seller] = await db
    .select({ status: users.status })
    .from(users)
    .where(and(eq(users.id, sellerId), eq(users.role, 'Seller'), isActive))
    .limit(1);
  if (!seller) return undefined;
  if (seller.status === 'Verified') return 0;
  await db.update(users).set({ status: 'Verified' }).where(eq(users.id, sellerId));
  return 1;
}

/**
 * An admin's "delete": deactivates the account (it stays for the orders and payments that point at
 * it) and removes its sign-in at the provider. 404 when there is no such active account.
 */
export async function removeAccount(
  db: Db,
  notifier: Notifier,
  signIns: Pick<IdentityVerifier, 'deleteAccount'>,
  userId: string,
  role: 'Buyer' | 'Seller',
): Promise<void> {
  const deleted = await deactivateAccount(db, userId, role);
  if (!deleted) throw notFound(`There is no ${role.toLowerCase()} with this id`);
  void notifier.deliver(deleted.notices);
  if (deleted.firebaseUid) await signIns.deleteAccount(deleted.firebaseUid);
}
