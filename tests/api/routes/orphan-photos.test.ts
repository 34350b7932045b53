import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { uploadedImages } from '@server/db/schema.ts';
import { dealIn } from '../support/deal-states.ts';
import { uploadPhoto } from '../support/image-upload.ts';
import { validListingInput } from '../support/listing-input.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Photos uploaded for a listing that never came (refused, abandoned, or sent again after a lost answer) stayed in
 * storage for good. The sweep deletes an upload no listing or profile uses once its grace period is over.
 */

const DAY_MS = 86_400_000;

let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller');
});
afterAll(() => t.close());

async function served(url: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url })).statusCode;
}

async function photoStatuses(photo: { url: string; thumbUrl: string }) {
  return { photo: await served(photo.url), thumbnail: await served(photo.thumbUrl) };
}

describe('the sweep of photos no listing uses', () => {
  it('deletes an unattached upload after 7 days, and keeps a listing’s photos and a fresh upload', async () => {
    const listed = await uploadPhoto(t, seller.headers, 30);
    const abandoned = await uploadPhoto(t, seller.headers, 90);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: seller.headers,
      payload: validListingInput({ images: [listed] }),
    });
    expect(added.statusCode, added.body).toBe(201);

    // Within the grace period the listing may still be on its way (photos go first, then the listing).
    expect(await t.app.sweepOrphanPhotos(new Date(Date.now() + 6 * DAY_MS))).toEqual({ deleted: 0 });
    expect(await photoStatuses(abandoned)).toEqual({ photo: 200, thumbnail: 200 });

    expect(await t.app.sweepOrphanPhotos(new Date(Date.now() + 8 * DAY_MS))).toEqual({ deleted: 1 });
    expect(await photoStatuses(abandoned)).toEqual({ photo: 404, thumbnail: 404 });
    expect(await photoStatuses(listed)).toEqual({ photo: 200, thumbnail: 200 });

    // Deleted, the upload is no longer the seller's: a listing naming it is refused, naming the photo.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/addproduct',
      headers: seller.headers,
      payload: validListingInput({ images: [abandoned] }),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatchObject({ field: 'images.0.url' });
  });

  it('keeps a photo another seller uploaded lately (the same bytes are stored once)', async () => {
    const other = await newSession(t, 'Seller');
    const first = await uploadPhoto(t, seller.headers, 150);
    await t.database.db
      .update(uploadedImages)
      .set({ createdAt: new Date(Date.now() - 10 * DAY_MS) })
      .where(and(eq(uploadedImages.uploaderId, seller.userId), eq(uploadedImages.url, first.url)));
    const again = await uploadPhoto(t, other.headers, 150);
    expect(again).toEqual(first);

    expect(await t.app.sweepOrphanPhotos()).toEqual({ deleted: 0 });
    expect(await photoStatuses(again)).toEqual({ photo: 200, thumbnail: 200 });
  });

  it("keeps a buyer's photos of a dispute: they are the evidence, not a listing's", async () => {
    const buyer = await newSession(t, 'Buyer');
    const deal = await dealIn(t, 'paid', buyer, seller);
    const evidence = await uploadPhoto(t, buyer.headers, 210);
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${deal.orderId}/dispute`,
      headers: buyer.headers,
      payload: { reason: 'Missing parts', photos: [evidence] },
    });
    expect(opened.statusCode, opened.body).toBe(200);

    await t.app.sweepOrphanPhotos(new Date(Date.now() + 8 * DAY_MS));
    expect(await photoStatuses(evidence)).toEqual({ photo: 200, thumbnail: 200 });
  });
});
