import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@server/db/schema.ts';
import { insertProduct, insertSeller, insertUser } from '../support/fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Issue 31: "sold here for $X–$Y (N sales, last 12 months)" on a listing and in the listing form, from completed
 * deals of the same model, and nothing below 3 sales.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** A deal of a listing named `name` by `brand`, in `status`, paid `price`, completed `daysAgo`. */
async function sale(name: string, brand: string, price: number, daysAgo: number, status = 'completed' as const) {
  const db = t.database.db;
  const seller = await insertSeller(db);
  const buyer = await insertUser(db);
  const product = await insertProduct(db, seller.id, { name, brand, availability: 'sold' });
  await db.insert(orders).values({
    clientOrderId: randomUUID(),
    buyerId: buyer.id,
    productId: product.id,
    buyerPhone: '+1 206 555 0100',
    meetingPlace: 'Pike Place',
    status,
    acceptedPriceCents: price * 100,
    completedAt: new Date(Date.now() - daysAgo * DAY),
  });
}

const guide = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/price-guide?${query}` });
  return { status: response.statusCode, body: response.json() };
};

describe('the price guide', () => {
  it("gives the lowest and highest price of the model's completed deals of the last 12 months", async () => {
    await sale('Minolta X-700', 'Minolta', 180, 10);
    await sale('minolta  x-700 ', 'Minolta', 240, 100);
    await sale('Minolta X-700', 'Minolta', 205, 300);
    // Not counted: older than 12 months, another maker's "X-700", and a deal not completed.
    await sale('Minolta X-700', 'Minolta', 90, 400);
    await sale('Minolta X-700', 'Other', 999, 5);
    await sale('Minolta X-700', 'Minolta', 50, 5, 'cancelled' as 'completed');

    expect(await guide('name=Minolta%20X-700&brand=Minolta')).toEqual({
      status: 200,
      body: { sales: 3, low: 180, high: 240 },
    });
  });

  it('says only how many sales there were below 3', async () => {
    await sale('Pentax MX', 'Pentax', 150, 20);
    await sale('Pentax MX', 'Pentax', 170, 40);
    expect((await guide('name=Pentax%20MX&brand=Pentax')).body).toEqual({ sales: 2, low: null, high: null });
    expect((await guide('name=Pentax%20LX&brand=Pentax')).body).toEqual({ sales: 0, low: null, high: null });
  });

  it('names the field it cannot read', async () => {
    const refused = await guide('name=x');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ field: 'name' });
  });
});
