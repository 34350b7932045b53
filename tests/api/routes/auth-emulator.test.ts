import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokenAnswerSchema } from '@contract/users.ts';
import { users } from '@server/db/schema.ts';
import { FakeAuthEmulator, unsignedIdToken } from '../support/fake-auth-emulator.ts';
import { insertUser } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The default setup (`npm start`): sign-ins come from the Firebase Auth Emulator, whose ID tokens are
 * unsigned. These tests run the server's own emulator code path against an emulator on 127.0.0.1.
 */
let t: TestApp;
let emulator: FakeAuthEmulator;
const previousEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
beforeAll(async () => {
  emulator = await new FakeAuthEmulator().start();
  // As `npm start` does: the variable is in the environment, where firebase-admin looks for it too.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  t = await createTestApp({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host }, false, { signIns: 'configured' });
});
afterAll(async () => {
  await t.close();
  await emulator.stop();
  if (previousEmulatorHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousEmulatorHost;
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const getJwt = (idToken: string, email?: string) =>
  t.app.inject({
    method: 'GET',
    url: email ? `/api/jwt?email=${encodeURIComponent(email)}` : '/api/jwt',
    headers: bearer(idToken),
  });
const register = (idToken: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(idToken), payload });
const firebaseUidOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.firebaseUid;

describe('an unsigned ID token claiming the admin email', () => {
  let admin: { uid: string; idToken: string };
  let attacker: { uid: string; idToken: string };
  let forged: string;
  beforeAll(async () => {
    admin = emulator.signUp('admin@shutterswap.test', { emailVerified: true });
    await insertUser(t.database.db, { email: 'admin@shutterswap.test', role: 'admin', firebaseUid: admin.uid });
    attacker = emulator.signUp('mallory@example.test');
    await insertUser(t.database.db, { email: 'mallory@example.test', role: 'Buyer', firebaseUid: attacker.uid });
    // The attacker's own emulator uid, with the admin's email marked verified: the takeover this test guards against.
    forged = unsignedIdToken({ uid: attacker.uid, email: 'admin@shutterswap.test', emailVerified: true });
  });

  it('gets no access token for the admin account', async () => {
    const response = await getJwt(forged, 'admin@shutterswap.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('The email does not match your sign-in');
  });

  it('signs in only as the account the emulator holds for the uid, a Buyer', async () => {
    const response = await getJwt(forged);
    expect(response.statusCode).toBe(200);
    expect(accessTokenAnswerSchema.parse(response.json()).user).toMatchObject({
      email: 'mallory@example.test',
      role: 'Buyer',
    });
  });

  it('gets a sign-in with no Shutterswap account of its own nowhere, and the admin stays linked', async () => {
    const intruder = emulator.signUp('eve@example.test');
    const claim = unsignedIdToken({ uid: intruder.uid, email: 'admin@shutterswap.test', emailVerified: true });
    expect((await getJwt(claim, 'admin@shutterswap.test')).statusCode).toBe(403);
    const response = await getJwt(claim);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(
      'There is no Shutterswap account for this sign-in yet. Please register.',
    );
    expect(await firebaseUidOf('admin@shutterswap.test')).toBe(admin.uid);
  });

  it('cannot register the admin email either', async () => {
    const response = await register(forged, {
      email: 'admin@shutterswap.test',
      role: 'Buyer',
      displayName: 'Not the admin',
    });
    expect(response.statusCode).toBe(403);
  });

  it('while the real admin sign-in still works', async () => {
    const response = await getJwt(admin.idToken, 'admin@shutterswap.test');
    expect(response.statusCode).toBe(200);
    expect(accessTokenAnswerSchema.parse(response.json()).user.role).toBe('admin');
  });
});

describe('tokens the emulator did not issue', () => {
  it('refuses a token for a uid the emulator does not know with 401', async () => {
    const made = unsignedIdToken({ uid: 'no-such-uid', email: 'admin@shutterswap.test', emailVerified: true });
    expect((await getJwt(made)).statusCode).toBe(401);
  });

  it('refuses a token claiming a sign-in method the account does not have with 401', async () => {
    const google = emulator.signUp('gabe@example.test', { emailVerified: true, provider: 'google.com' });
    const claimed = unsignedIdToken({ uid: google.uid, email: 'gabe@example.test', signInProvider: 'password' });
    const response = await register(claimed, { email: 'gabe@example.test', role: 'Seller', displayName: 'Gabe' });
    expect(response.statusCode).toBe(401);
    expect(await firebaseUidOf('gabe@example.test')).toBeUndefined();
  });
});

describe('a second sign-in for an email that already has an account', () => {
  it('moves the account when the first sign-in is gone and the emulator verified the email', async () => {
    await insertUser(t.database.db, { email: 'recreated@example.test', firebaseUid: 'deleted-uid' });
    const again = emulator.signUp('recreated@example.test', { emailVerified: true });
    expect((await getJwt(again.idToken)).statusCode).toBe(200);
    expect(await firebaseUidOf('recreated@example.test')).toBe(again.uid);
  });

  it('never moves it while the first sign-in still exists, verified or not', async () => {
    const first = emulator.signUp('twice@example.test', { emailVerified: true });
    await insertUser(t.database.db, { email: 'twice@example.test', firebaseUid: first.uid });
    const second = emulator.signUp('twice@example.test', { emailVerified: true, provider: 'google.com' });
    const response = await getJwt(second.idToken);
    expect(response.statusCode).toBe(403);
    expect(await firebaseUidOf('twice@example.test')).toBe(first.uid);
  });

  it('never moves it for an email the emulator has not verified', async () => {
    await insertUser(t.database.db, { email: 'unverified@example.test', firebaseUid: 'old-uid-2' });
    const claimed = emulator.signUp('unverified@example.test');
    expect((await getJwt(claimed.idToken)).statusCode).toBe(403);
    expect(await firebaseUidOf('unverified@example.test')).toBe('old-uid-2');
  });
});
