import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@contract/errors.ts';
import { newsletterSubscribers } from '@server/db/schema.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });

describe('POST /api/newsletter', () => {
  it('stores a new subscriber once, whatever the letter case, and says when already subscribed', async () => {
    const first = await subscribe({ user_email: 'Film.Fan@Example.test', user_name: 'Film Fan' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ acknowledged: true, alreadySubscribed: false });

    const again = await subscribe({ user_email: 'film.fan@example.test' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ acknowledged: true, alreadySubscribed: true });

    const rows = await t.database.db.select().from(newsletterSubscribers);
    expect(rows).toMatchObject([{ email: 'film.fan@example.test', name: 'Film Fan' }]);
  });

  it.each([
    [{ user_email: 'not-an-address' }, 'user_email'],
    [{}, 'user_email'],
    [{ user_email: 'a@b.test', user_name: 'x'.repeat(101) }, 'user_name'],
  ])('refuses %j with 400 naming %s and stores nothing', async (payload, field) => {
    const before = await t.database.db.select().from(newsletterSubscribers);
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error.field).toBe(field);
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(before.length);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('bad_request');
  });
});
