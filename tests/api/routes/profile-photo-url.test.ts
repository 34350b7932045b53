import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@server/db/schema.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Finding: `photoURL` took any string (`javascript:`, plain-http tracking pixels), shown as the user's picture. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
function register(photoURL: string) {
  const email = `photo-${++counter}@example.test`;
  const idToken = t.identities.issue({ email });
  const request = t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { authorization: `Bearer ${idToken}` },
    payload: { email, displayName: 'Ada', photoURL },
  });
  return { email, request };
}

async function storedPhotoUrl(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row?.photoUrl;
}

describe('POST /api/users photoURL', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'http://tracker.example/pixel.gif',
    '//tracker.example/pixel.gif',
    'https://',
    '/uploads/../../etc/passwd.webp',
    '/api/users/me',
    'not a url at all',
  ])('refuses %s with 400 naming photoURL', async (photoURL) => {
    const { email, request } = register(photoURL);
    const response = await request;
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'bad_request',
      field: 'photoURL',
      message: 'photoURL: Use a picture uploaded to Shutterswap or an https:// address',
    });
    expect(await storedPhotoUrl(email)).toBeUndefined();
  });

  it.each([
    ['an https picture from the sign-in provider', 'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c'],
    ['an own upload', '/uploads/images/4f/4f0c5b1e9a7d3c2b1a0f9e8d7c6b5a49.webp'],
    ['no picture', ''],
  ])('keeps %s', async (_label, photoURL) => {
    const { email, request } = register(photoURL);
    const response = await request;
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedPhotoUrl(email)).toBe(photoURL);
  });
});
