import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { products, users } from '@server/db/schema.ts';
import { insertProduct } from '../support/fixtures.ts';
import { uploadPhoto } from '../support/image-upload.ts';
import { validListingInput } from '../support/listing-input.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Finding: a NUL byte in any free-text field reached the database, which refused it with a 500. */
let t: TestApp;
let seller: Session;
let buyer: Session;
let photo: { url: string; thumbUrl: string };
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller');
  buyer = await newSession(t, 'Buyer');
  photo = await uploadPhoto(t, seller.headers);
});
afterAll(() => t.close());

const CONTROL_MESSAGE = 'Remove the hidden control characters from this text (they can come with copy and paste)';

function send(session: { headers: Record<string, string> }, method: 'POST' | 'PATCH', url: string, payload: object) {
  return t.app.inject({ method, url, headers: session.headers, payload });
}

function expectRefused(response: { statusCode: number; json(): unknown; body: string }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    error: { code: 'bad_request', field, message: `${field}: ${CONTROL_MESSAGE}` },
  });
}

describe('a NUL byte in a text field is a 400 naming the field', () => {
  it.each(['name', 'description', 'location'] as const)('POST /addproduct %s', async (field) => {
    const listing = validListingInput({ images: [photo] });
    const response = await send(seller, 'POST', '/api/addproduct', { ...listing, [field]: `${listing[field]}\u0000` });
    expectRefused(response, field);
    expect(await t.database.db.select().from(products).where(eq(products.sellerId, seller.userId))).toEqual([]);
  });

  it('PATCH /my-products/{id} name', async () => {
    const listing = await insertProduct(t.database.db, seller.userId, { name: 'Nikon FM2' });
    expectRefused(await send(seller, 'PATCH', `/api/my-products/${listing.id}`, { name: 'Nikon\u0000FM3' }), 'name');
    const [row] = await t.database.db.select().from(products).where(eq(products.id, listing.id));
    expect(row!.name).toBe('Nikon FM2');
  });

  it('POST /orders meetingPlace', async () => {
    const listing = await insertProduct(t.database.db, seller.userId);
    const response = await send(buyer, 'POST', '/api/orders', {
      clientOrderId: randomUUID(),
      productID: listing.id,
      buyerPhone: '+1 206 555 0100',
      meetingPlace: 'Union\u0000Station',
    });
    expectRefused(response, 'meetingPlace');
  });

  it('POST /reports details', async () => {
    const listing = await insertProduct(t.database.db, seller.userId);
    const response = await send(buyer, 'POST', '/api/reports', { productId: listing.id, details: 'fake\u0000' });
    expectRefused(response, 'details');
  });

  it('POST /users displayName', async () => {
    const idToken = t.identities.issue({ email: 'nul@example.test' });
    const response = await send({ headers: { authorization: `Bearer ${idToken}` } }, 'POST', '/api/users', {
      email: 'nul@example.test',
      displayName: 'Ada\u0000Lovelace',
    });
    expectRefused(response, 'displayName');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'nul@example.test'))).toEqual([]);
  });

  it('POST /newsletter user_name', async () => {
    const response = await send({ headers: {} }, 'POST', '/api/newsletter', {
      user_email: 'nul@example.test',
      user_name: 'Ada\u0000',
    });
    expectRefused(response, 'user_name');
  });
});

describe('text is stored normalised', () => {
  it('stores NFC, folds CRLF, and refuses a name of zero-width spaces as empty', async () => {
    const listing = validListingInput({
      images: [photo],
      name: 'Voigtla\u0308nder Bessa R2A',
      description: 'Rangefinder body.\r\nShutter serviced in 2024, meter accurate.',
    });
    const created = await send(seller, 'POST', '/api/addproduct', listing);
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, created.json().insertedId));
    expect(row!.name).toBe('Voigtl\u00e4nder Bessa R2A');
    expect(row!.description).toBe('Rangefinder body.\nShutter serviced in 2024, meter accurate.');

    const blank = await send(seller, 'POST', '/api/addproduct', { ...listing, name: '\u200b\u200b\u200b\u200b\u202e' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({ field: 'name', message: 'name: Enter a name of at least 3 characters' });
  });
});
