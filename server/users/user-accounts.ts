import { and, eq } from 'drizzle-orm';
import type { CreateUserBody, Role } from '@contract/users.ts';
import type { IdentityVerifier, VerifiedIdentity } from '../auth/identity.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { forbidden } from '../lib/http-errors.ts';

type UserRow = typeof users.$inferSelect;

/**
 * The account for a proved identity, found by email. An account no one has signed in to yet (a seeded seller) is
 * linked to the provider's uid only when the provider verified that this person receives mail at the address: an
 * email typed at sign-up proves nothing. An email already linked to a different uid is someone else's account. It
 * moves to the new uid only when the first sign-in is gone (the person recreated it) and the email is verified.
 */
export async function findAccountForIdentity(
  db: Db,
  identity: VerifiedIdentity,
  signIns: Pick<IdentityVerifier, 'signInExists'>,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, identity.email)).limit(1);
  if (!row) return undefined;
  if (row.firebaseUid === identity.uid) return row;
  if (!row.firebaseUid && !identity.emailVerified) {
    throw forbidden('An account with this email already exists. Verify your email address, then sign in again.');
  }
  if (row.firebaseUid && (!identity.emailVerified || (await signIns.signInExists(row.firebaseUid)))) {
    throw forbidden('This email belongs to another sign-in');
  }
  const [linked] = await db.update(users).set({ firebaseUid: identity.uid }).where(eq(users.id, row.id)).returning();
  return linked;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** A configured admin email counts only once the provider verified that this person receives mail there. */
const isConfiguredAdmin = (identity: VerifiedIdentity, adminEmails: string[]) =>
  identity.emailVerified && adminEmails.includes(identity.email);

/** Admins are configured, never requested; the email list wins over whatever is stored. */
export async function applyConfiguredAdmin(
  db: Db,
  row: UserRow,
  identity: VerifiedIdentity,
  adminEmails: string[],
): Promise<UserRow> {
  if (!isConfiguredAdmin(identity, adminEmails) || row.role === 'admin') return row;
  const [promoted] = await db
    .update(users)
    .set({ role: 'admin', status: null })
    .where(eq(users.id, row.id))
    .returning();
  return promoted ?? row;
}

function roleAtSignUp(identity: VerifiedIdentity, requested: CreateUserBody['role'], adminEmails: string[]): Role {
  if (isConfiguredAdmin(identity, adminEmails)) return 'admin';
  // Google sign-up always makes a Buyer (docs/spec.md section 3).
  if (identity.signInProvider === 'google.com') return 'Buyer';
  return requested ?? 'Buyer';
}

/** Creates the account once; concurrent or repeated calls for the same identity find the first one. */
export async function createAccount(
  db: Db,
  identity: VerifiedIdentity,
  body: { role: CreateUserBody['role']; displayName: string; photoURL: string },
  adminEmails: string[],
  signIns: Pick<IdentityVerifier, 'signInExists'>,
): Promise<{ row: UserRow; created: boolean }> {
  const role = roleAtSignUp(identity, body.role, adminEmails);
  const [inserted] = await db
    .insert(users)
    .values({
      email: identity.email,
      firebaseUid: identity.uid,
      displayName: body.displayName,
      photoUrl: body.photoURL,
      role,
      status: role === 'Seller' ? 'Unverified' : null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await findAccountForIdentity(db, identity, signIns);
  return { row: existing!, created: false };
}

/**
 * "Start selling": an account that buys turns selling on, unverified until an admin verifies it, as every new
 * seller. Asked again (another tab, a retry) it changes nothing, so a verified seller stays verified.
 */
export async function startSelling(db: Db, userId: string): Promise<UserRow> {
  const [changed] = await db
    .update(users)
    .set({ role: 'Seller', status: 'Unverified' })
    .where(and(eq(users.id, userId), eq(users.role, 'Buyer')))
    .returning();
  return changed ?? (await findUserById(db, userId))!;
}
