import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { blankPng, postImage } from '../support/image-upload.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Finding: a 16000×16000 PNG of a few hundred KB took seconds and tens of MB to process; a burst had no bound. */
let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
  seller = await newSession(t, 'Seller');
});
afterAll(() => t.close());

describe('POST /api/images limits', () => {
  it('refuses a 16000×16000 PNG before decoding it, with 413 naming the image', async () => {
    const bomb = await blankPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(300_000);
    const response = await postImage(t, bomb, seller.headers, { fileName: 'bomb.png', contentType: 'image/png' });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'payload_too_large',
        field: 'image',
        message: 'This photo has too many pixels (256 megapixels). Use one of at most 50 megapixels.',
      },
    });
  }, 60_000);

  it('takes a photo of just under 50 megapixels', async () => {
    const photo = await blankPng(8_000, 6_000);
    const response = await postImage(t, photo, seller.headers, { fileName: 'big.png', contentType: 'image/png' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ width: 1600, height: 1200 });
  }, 60_000);

  it('answers a burst beyond the queue with 503 and Retry-After, and processes the rest', async () => {
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#808080', noise },
    })
      .jpeg()
      .toBuffer();
    const responses = await Promise.all(Array.from({ length: 16 }, () => postImage(t, photo, seller.headers)));
    const statuses = responses.map((response) => response.statusCode);
    const busy = responses.filter((response) => response.statusCode === 503);
    expect(
      statuses.every((status) => status === 201 || status === 503),
      statuses.join(','),
    ).toBe(true);
    // Two at work and four waiting: at least 6 are processed, and the rest are told to come back.
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(6);
    expect(busy.length).toBeGreaterThan(0);
    for (const response of busy) {
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().error).toEqual({
        code: 'unavailable',
        field: 'image',
        message: 'Many photos are being processed right now. Please try again in a few seconds.',
      });
    }
  }, 120_000);
});
