import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userSchema } from '@contract/users.ts';
import { users } from '@server/db/schema.ts';
import { insertSeller, insertUser } from '../support/fixtures.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newSession(t, 'admin');
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: admin.headers });

describe('admin console', () => {
  it('lists buyers and sellers with the spec fields; sellers carry their status', async () => {
    await insertUser(t.database.db, { email: 'bob@example.test', displayName: 'Bob', photoUrl: '/uploads/bob.webp' });
    await insertSeller(t.database.db, { email: 'sue@example.test', displayName: 'Sue' });
    const buyers = userSchema.array().parse((await asAdmin('GET', '/api/buyers')).json());
    expect(buyers.find((b) => b.email === 'bob@example.test')).toMatchObject({
      displayName: 'Bob',
      photoURL: '/uploads/bob.webp',
      role: 'Buyer',
    });
    expect(buyers.every((b) => b.role === 'Buyer')).toBe(true);
    const sellers = userSchema.array().parse((await asAdmin('GET', '/api/sellers')).json());
    expect(sellers.find((s) => s.email === 'sue@example.test')).toMatchObject({ role: 'Seller', status: 'Unverified' });
  });

  it('verifies a seller once: modifiedCount 1, then 0', async () => {
    const seller = await insertSeller(t.database.db);
    expect((await asAdmin('PUT', `/api/sellers/verify/${seller.id}`)).json()).toEqual({
      acknowledged: true,
      modifiedCount: 1,
    });
    expect((await asAdmin('PUT', `/api/sellers/verify/${seller.id}`)).json()).toEqual({
      acknowledged: true,
      modifiedCount: 0,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, seller.id));
    expect(row?.status).toBe('Verified');
  });

  it('deletes a buyer by deactivating the account, and deletes their sign-in account', async () => {
    const buyer = await insertUser(t.database.db, { firebaseUid: 'uid-to-delete' });
    expect((await asAdmin('DELETE', `/api/buyers/delete/${buyer.id}`)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
    expect(t.identities.deletedAccounts).toContain('uid-to-delete');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await asAdmin('DELETE', '/api/sellers/delete/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await asAdmin('PUT', '/api/sellers/verify/42');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('id');
  });
});
