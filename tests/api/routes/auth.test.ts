import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokenAnswerSchema, createUserAnswerSchema } from '@contract/users.ts';
import { users } from '@server/db/schema.ts';
import { insertUser } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.test,chief@example.test' });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function register(idToken: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(idToken), payload: body });
}

describe('GET /api/jwt', () => {
  it('refuses a bare ?email= with 401', async () => {
    await insertUser(t.database.db, { email: 'bare@example.test' });
    const response = await t.app.inject({ method: 'GET', url: '/api/jwt?email=bare@example.test' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an ID token the provider did not issue', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: bearer('made-up') });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an ID token for another email than the one asked for', async () => {
    await insertUser(t.database.db, { email: 'victim@example.test' });
    const idToken = t.identities.issue({ email: 'attacker@example.test' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/jwt?email=victim@example.test',
      headers: bearer(idToken),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 when the proved identity has no account yet', async () => {
    const idToken = t.identities.issue({ email: 'newcomer@example.test' });
    const response = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: bearer(idToken) });
    expect(response.statusCode).toBe(404);
  });

  it('issues a short-lived token carrying the role, and links the account to the uid', async () => {
    await insertUser(t.database.db, { email: 'linked@example.test', role: 'Seller', status: 'Unverified' });
    const idToken = t.identities.issue({ email: 'linked@example.test', uid: 'firebase-uid-42', emailVerified: true });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/jwt?email=Linked@Example.test',
      headers: bearer(idToken),
    });
    expect(response.statusCode).toBe(200);
    const answer = accessTokenAnswerSchema.parse(response.json());
    expect(answer.user).toMatchObject({ email: 'linked@example.test', role: 'Seller', status: 'Unverified' });
    const lifetimeMs = new Date(answer.expiresAt).getTime() - Date.now();
    expect(lifetimeMs).toBeGreaterThan(10 * 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(15 * 60_000);
    const claims = await t.app.accessTokens.verify(answer.accessToken);
    expect(claims).toMatchObject({ email: 'linked@example.test', role: 'Seller', uid: 'firebase-uid-42' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'linked@example.test'));
    expect(row?.firebaseUid).toBe('firebase-uid-42');
  });

  it('refuses a second, unverified identity claiming an account already linked to another uid', async () => {
    const idToken = t.identities.issue({ email: 'linked@example.test', uid: 'someone-else' });
    const response = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: bearer(idToken) });
    expect(response.statusCode).toBe(403);
  });

  it('moves the account to a new uid when the provider verified the email (a recreated sign-in)', async () => {
    await insertUser(t.database.db, { email: 'moved@example.test', firebaseUid: 'old-uid' });
    const idToken = t.identities.issue({ email: 'moved@example.test', uid: 'new-uid', emailVerified: true });
    const response = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: bearer(idToken) });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'moved@example.test'));
    expect(row?.firebaseUid).toBe('new-uid');
  });
});

describe('an account no one has signed in to yet (a seeded seller)', () => {
  const claim = (email: string, emailVerified: boolean) =>
    t.identities.issue({ email, uid: `claimant-${email}-${emailVerified}`, emailVerified });

  it('is not given to a sign-up whose email the provider has not verified: 403, and it stays unlinked', async () => {
    await insertUser(t.database.db, { email: 'hannah@example.test', role: 'Seller', status: 'Verified' });
    const idToken = claim('hannah@example.test', false);
    const registered = await register(idToken, { email: 'hannah@example.test', role: 'Buyer', displayName: 'H' });
    expect(registered.statusCode, registered.body).toBe(403);
    expect(registered.json().error.message).toBe(
      'An account with this email already exists. Verify your email address, then sign in again.',
    );
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: bearer(idToken) });
    expect(signedIn.statusCode, signedIn.body).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'hannah@example.test'));
    expect(row?.firebaseUid).toBeNull();
  });

  it('is linked to a sign-in whose email the provider verified', async () => {
    await insertUser(t.database.db, { email: 'owner@example.test', role: 'Seller', status: 'Verified' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/jwt',
      headers: bearer(claim('owner@example.test', true)),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'owner@example.test'));
    expect(row?.firebaseUid).toBe('claimant-owner@example.test-true');
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes no admin of a sign-up whose email is not verified, and does once it is', async () => {
    const unverified = t.identities.issue({ email: 'boss@example.test', uid: 'boss-uid' });
    const response = await register(unverified, { email: 'boss@example.test', role: 'Buyer', displayName: 'Boss' });
    expect(response.statusCode, response.body).toBe(201);
    expect(createUserAnswerSchema.parse(response.json()).user.role).toBe('Buyer');
    const stillUnverified = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: bearer(unverified) });
    expect(accessTokenAnswerSchema.parse(stillUnverified.json()).user.role).toBe('Buyer');

    const verified = t.identities.issue({ email: 'boss@example.test', uid: 'boss-uid', emailVerified: true });
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/jwt', headers: bearer(verified) });
    expect(accessTokenAnswerSchema.parse(signedIn.json()).user.role).toBe('admin');
  });
});

describe('POST /api/users', () => {
  it('creates a Seller once; a repeat changes nothing', async () => {
    const idToken = t.identities.issue({ email: 'sally@example.test' });
    const body = { email: 'sally@example.test', role: 'Seller', displayName: 'Sally', photoURL: '/uploads/x.webp' };
    const first = await register(idToken, body);
    expect(first.statusCode).toBe(201);
    const created = createUserAnswerSchema.parse(first.json());
    expect(created.user).toMatchObject({ role: 'Seller', status: 'Unverified', displayName: 'Sally' });
    expect(created.insertedId).toBe(created.user._id);

    const again = await register(idToken, { ...body, role: 'Buyer', displayName: 'Changed' });
    expect(again.statusCode).toBe(200);
    expect(createUserAnswerSchema.parse(again.json())).toMatchObject({
      insertedId: null,
      user: { role: 'Seller', displayName: 'Sally' },
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'sally@example.test'))).toHaveLength(1);
  });

  it('makes a Google sign-up a Buyer whatever it asks for, once however often it signs in', async () => {
    const idToken = t.identities.issue({ email: 'gina@example.test', signInProvider: 'google.com' });
    const body = { email: 'gina@example.test', role: 'Seller', displayName: 'Gina' };
    expect(createUserAnswerSchema.parse((await register(idToken, body)).json()).user.role).toBe('Buyer');
    await register(idToken, body);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'gina@example.test'))).toHaveLength(1);
  });

  it('never makes an admin by asking', async () => {
    const idToken = t.identities.issue({ email: 'wannabe@example.test' });
    const response = await register(idToken, { email: 'wannabe@example.test', role: 'admin', displayName: 'W' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('role');
  });

  it('makes the ADMIN_EMAILS people admins once the provider verified their email', async () => {
    const idToken = t.identities.issue({ email: 'chief@example.test', emailVerified: true });
    const response = await register(idToken, { email: 'chief@example.test', role: 'Buyer', displayName: 'Chief' });
    expect(createUserAnswerSchema.parse(response.json()).user.role).toBe('admin');
  });

  it('refuses a body whose email is not the proved one', async () => {
    const idToken = t.identities.issue({ email: 'honest@example.test' });
    const response = await register(idToken, { email: 'other@example.test', role: 'Buyer', displayName: 'H' });
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'other@example.test'))).toHaveLength(0);
  });

  it.each([
    [{ email: 'x@example.test', role: 'Buyer', displayName: '' }, 'displayName'],
    [{ email: 'nope', role: 'Buyer', displayName: 'X' }, 'email'],
    [{ email: 'x@example.test', role: 'Pirate', displayName: 'X' }, 'role'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const idToken = t.identities.issue({ email: 'x@example.test' });
    const response = await register(idToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });

  it('refuses without an ID token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'a@example.test', displayName: 'A' },
    });
    expect(response.statusCode).toBe(401);
  });
});
