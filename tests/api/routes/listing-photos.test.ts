import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '@server/db/schema.ts';
import { insertProduct } from '../support/fixtures.ts';
import { uploadPhoto } from '../support/image-upload.ts';
import { validListingInput } from '../support/listing-input.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Finding: listing photo URLs took `/uploads/../../etc/passwd.webp`, and anyone's photos. */
let t: TestApp;
let seller: Session;
let otherSeller: Session;
let ownPhoto: { url: string; thumbUrl: string };
let othersPhoto: { url: string; thumbUrl: string };
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller');
  otherSeller = await newSession(t, 'Seller');
  ownPhoto = await uploadPhoto(t, seller.headers, 40);
  othersPhoto = await uploadPhoto(t, otherSeller.headers, 200);
});
afterAll(() => t.close());

function addProduct(images: Array<{ url: string; thumbUrl: string }>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: seller.headers,
    payload: validListingInput({ images }),
  });
}

function refusal(response: { statusCode: number; body: string; json(): { error: unknown } }) {
  expect(response.statusCode, response.body).toBe(400);
  return response.json().error;
}

describe('POST /api/addproduct photos', () => {
  it('takes the seller’s own uploads', async () => {
    const response = await addProduct([ownPhoto]);
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, response.json().insertedId));
    expect(row!.images).toEqual([ownPhoto]);
  });

  it.each([
    ['a path out of the uploads folder', '/uploads/../../etc/passwd.webp'],
    ['an encoded dot-dot', '/uploads/%2e%2e/%2e%2e/etc/passwd.webp'],
    ['a current-folder segment', '/uploads/./images/x.webp'],
    ['an empty segment', '/uploads//images/x.webp'],
  ])('refuses %s with 400 naming the photo', async (_label, url) => {
    const error = refusal(await addProduct([{ url, thumbUrl: ownPhoto.thumbUrl }]));
    expect(error).toMatchObject({ code: 'bad_request', field: 'images.0.url' });
  });

  it('refuses another seller’s upload', async () => {
    const error = refusal(await addProduct([ownPhoto, othersPhoto]));
    expect(error).toEqual({
      code: 'bad_request',
      field: 'images.1.url',
      message: 'Upload this photo again: it is not one of your uploads',
    });
  });

  it('refuses a well-formed path the server never stored', async () => {
    const never = {
      url: '/uploads/images/ab/abababababababababababababababab.webp',
      thumbUrl: '/uploads/images/ab/abababababababababababababababab-thumb.webp',
    };
    expect(refusal(await addProduct([never]))).toMatchObject({ field: 'images.0.url' });
  });

  it('refuses an own photo paired with someone else’s thumbnail', async () => {
    const error = refusal(await addProduct([{ url: ownPhoto.url, thumbUrl: othersPhoto.thumbUrl }]));
    expect(error).toMatchObject({ field: 'images.0.thumbUrl' });
  });
});

describe('PATCH /api/my-products/{id} photos', () => {
  const demoPhoto = { url: '/uploads/demo/nikon-fm2-1.webp', thumbUrl: '/uploads/demo/nikon-fm2-1-thumb.webp' };
  const patch = (id: string, images: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/my-products/${id}`, headers: seller.headers, payload: { images } });

  it('keeps the photos the listing already has and adds own uploads', async () => {
    const listing = await insertProduct(t.database.db, seller.userId, { images: [demoPhoto] });
    const response = await patch(listing.id, [demoPhoto, ownPhoto]);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, listing.id));
    expect(row!.images).toEqual([demoPhoto, ownPhoto]);
  });

  it('refuses another seller’s upload and another listing’s photo', async () => {
    const listing = await insertProduct(t.database.db, seller.userId, { images: [demoPhoto] });
    expect(refusal(await patch(listing.id, [demoPhoto, othersPhoto]))).toMatchObject({ field: 'images.1.url' });
    const elsewhere = { url: '/uploads/demo/leica-m6-1.webp', thumbUrl: '/uploads/demo/leica-m6-1-thumb.webp' };
    expect(refusal(await patch(listing.id, [elsewhere]))).toMatchObject({ field: 'images.0.url' });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, listing.id));
    expect(row!.images).toEqual([demoPhoto]);
  });
});
