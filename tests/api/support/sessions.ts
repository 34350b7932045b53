import { SignJWT } from 'jose';
import type { Role } from '@contract/users.ts';
import { insertUser } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

export type Session = { userId: string; email: string; headers: { authorization: string } };

/** The uid the fake provider gives `email` unless told otherwise: the sign-in a test's account is linked to. */
export const uidOf = (email: string) => `uid-${email.toLowerCase()}`;

/** Signs a user in the way the app does: Firebase ID token → GET /api/jwt → access token. */
export async function signInAs(t: TestApp, email: string): Promise<Session> {
  const idToken = t.identities.issue({ email, uid: uidOf(email) });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/jwt?email=${encodeURIComponent(email)}`,
    headers: { authorization: `Bearer ${idToken}` },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const { accessToken, user } = response.json() as { accessToken: string; user: { _id: string } };
  return { userId: user._id, email, headers: { authorization: `Bearer ${accessToken}` } };
}

/** Inserts a user with the role, linked to their sign-in, and signs them in. A seller is unverified, as on sign-up, unless `verified`. */
export async function newSession(
  t: TestApp,
  role: Role,
  {
    email = `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
    verified = false,
  }: { email?: string; verified?: boolean } = {},
) {
  await insertUser(t.database.db, {
    email,
    firebaseUid: uidOf(email),
    role,
    displayName: `${role} person`,
    status: role === 'Seller' ? (verified ? 'Verified' : 'Unverified') : null,
  });
  return signInAs(t, email);
}

/** A token with a valid shape, signed with a secret the server does not know. */
export async function forgedToken(claims: { sub: string; email: string; role: Role }): Promise<string> {
  return new SignJWT({ email: claims.email, role: claims.role, uid: 'x' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('shutterswap')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode('a-different-secret-the-server-has-never-seen'));
}

/** A token signed with the server's own secret that expired an hour ago. */
export async function expiredToken(
  secret: string,
  claims: { sub: string; email: string; role: Role },
): Promise<string> {
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ email: claims.email, role: claims.role, uid: 'x' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('shutterswap')
    .setIssuedAt(hourAgo - 900)
    .setExpirationTime(hourAgo)
    .sign(new TextEncoder().encode(secret));
}
