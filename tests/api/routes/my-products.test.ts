import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productListSchema, productSchema } from '@contract/catalogue.ts';
import { orders, products } from '@server/db/schema.ts';
import { insertProduct } from '../support/fixtures.ts';
import { givenUploadedBy } from '../support/image-upload.ts';
import { validListingInput } from '../support/listing-input.ts';
import { putInCart } from '../support/sales.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let seller: Session;
let otherSeller: Session;
let unverifiedSeller: Session;
let buyer: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller', { verified: true });
  otherSeller = await newSession(t, 'Seller', { verified: true });
  unverifiedSeller = await newSession(t, 'Seller');
  buyer = await newSession(t, 'Buyer');
  await givenUploadedBy(t, seller.userId, validListingInput().images);
});
afterAll(() => t.close());

const addProduct = (session: Session, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/addproduct', headers: session.headers, payload });
const countProducts = async () => (await t.database.db.select({ id: products.id }).from(products)).length;

describe('POST /api/addproduct', () => {
  it('stores the listing with the seller from the token and the server time, prices in cents', async () => {
    const before = Date.now();
    const response = await addProduct(seller, {
      ...validListingInput(),
      sellerEmail: 'someone-else@example.test',
      sellerName: 'Impostor',
      postTime: '1999-01-01T00:00:00Z',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { insertedId } = response.json();
    const [row] = await t.database.db.select().from(products).where(eq(products.id, insertedId));
    expect(row).toMatchObject({
      sellerId: seller.userId,
      resellPriceCents: 28_950,
      originalPriceCents: 45_000,
      advertisedAt: null,
    });
    expect(row!.postTime.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const product = productSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${insertedId}`, headers: buyer.headers })).json(),
    );
    expect(product.sellerName).toBe('Seller person');
  });

  it.each([
    ['name', { name: 'ab' }],
    ['name', { name: '' }],
    ['description', { description: 'too short' }],
    ['category', { category: 'Typewriter' }],
    ['condition', { condition: 'Mint-ish' }],
    ['originalPrice', { originalPrice: -5 }],
    ['resellPrice', { resellPrice: 0 }],
    ['resellPrice', { resellPrice: 5e-324 }],
    ['resellPrice', { resellPrice: 0.004 }],
    ['resellPrice', { resellPrice: 'cheap' }],
    ['resellPrice', { resellPrice: 10.005 }],
    ['resellPrice', { resellPrice: 10_000_000 }],
    ['purchaseYear', { purchaseYear: 1850 }],
    ['purchaseYear', { purchaseYear: new Date().getFullYear() + 1 }],
    ['purchaseYear', { purchaseYear: 2001.5 }],
    ['usedYears', { usedYears: -1 }],
    ['usedYears', { purchaseYear: 2020, usedYears: 30 }],
    ['phone', { phone: 'call me' }],
    ['phone', { phone: '12' }],
    ['location', { location: '' }],
    ['images', { images: [] }],
    ['images', { images: Array.from({ length: 7 }, () => ({ url: '/uploads/a.webp', thumbUrl: '/uploads/a.webp' })) }],
    ['images.0.url', { images: [{ url: 'https://evil.example/x.webp', thumbUrl: '/uploads/a.webp' }] }],
  ])('answers 400 naming %s and stores nothing for %j', async (field, override) => {
    const before = await countProducts();
    const response = await addProduct(seller, validListingInput(override as object));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(await countProducts()).toBe(before);
  });

  it('refuses buyers with 403', async () => {
    expect((await addProduct(buyer, validListingInput())).statusCode).toBe(403);
  });
});

describe('GET /api/my-products', () => {
  it("lists only the caller's listings, sold ones included, whatever ?email= says", async () => {
    await insertProduct(t.database.db, otherSeller.userId, { name: 'Not mine' });
    await insertProduct(t.database.db, seller.userId, { name: 'Mine and sold', availability: 'sold' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/my-products?email=${otherSeller.email}`,
      headers: seller.headers,
    });
    const names = productListSchema.parse(response.json()).map((p) => p.name);
    expect(names).toContain('Mine and sold');
    expect(names).not.toContain('Not mine');
  });
});

describe('advertise, edit and delete', () => {
  const call = (session: Session, method: 'PUT' | 'PATCH' | 'DELETE', id: string, payload?: object) =>
    t.app.inject({ method, url: `/api/my-products/${id}`, headers: session.headers, ...(payload ? { payload } : {}) });

  it('advertises once: modifiedCount 1, then 0, and the listing joins the storefront', async () => {
    const listing = await insertProduct(t.database.db, seller.userId, { name: 'To advertise' });
    expect((await call(seller, 'PUT', listing.id)).json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await call(seller, 'PUT', listing.id)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    const storefront = (await t.app.inject({ method: 'GET', url: '/api/advertised-products' })).json() as {
      _id: string;
    }[];
    expect(storefront.map((p) => p._id)).toContain(listing.id);
  });

  it('refuses to advertise for a seller not verified yet: 403 saying why, and the listing stays off the storefront', async () => {
    const listing = await insertProduct(t.database.db, unverifiedSeller.userId, { name: 'Waiting for verification' });
    const response = await call(unverifiedSeller, 'PUT', listing.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Only verified sellers can advertise. An admin verifies new sellers; your listings are in the catalogue meanwhile.',
    );
    const [row] = await t.database.db.select().from(products).where(eq(products.id, listing.id));
    expect(row?.advertisedAt).toBeNull();
  });

  it('edits the price under the same rules', async () => {
    const listing = await insertProduct(t.database.db, seller.userId);
    const response = await call(seller, 'PATCH', listing.id, { resellPrice: 199.99 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product).toMatchObject({ resellPrice: 199.99, name: listing.name });
    const refused = await call(seller, 'PATCH', listing.id, { resellPrice: -1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.field).toBe('resellPrice');
    const tooManyYears = await call(seller, 'PATCH', listing.id, { usedYears: 99 });
    expect(tooManyYears.json().error.field).toBe('usedYears');
    const [row] = await t.database.db.select().from(products).where(eq(products.id, listing.id));
    expect(row?.resellPriceCents).toBe(19_999);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    '%s by another seller or a buyer is 403 and changes nothing',
    async (method) => {
      const listing = await insertProduct(t.database.db, seller.userId, { name: 'Guarded' });
      for (const intruder of [otherSeller, buyer]) {
        const response = await call(
          intruder,
          method,
          listing.id,
          method === 'PATCH' ? { name: 'Hijacked' } : undefined,
        );
        expect(response.statusCode).toBe(403);
      }
      const [row] = await t.database.db.select().from(products).where(eq(products.id, listing.id));
      expect(row).toMatchObject({ name: 'Guarded', advertisedAt: null });
    },
  );

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s on a sold listing is 409', async (method) => {
    const listing = await insertProduct(t.database.db, seller.userId, { availability: 'sold' });
    const response = await call(seller, method, listing.id, method === 'PATCH' ? { name: 'Renamed' } : undefined);
    expect(response.statusCode).toBe(409);
  });

  it('deletes an own listing: deletedCount 1, then 404', async () => {
    const listing = await insertProduct(t.database.db, seller.userId);
    expect((await call(seller, 'DELETE', listing.id)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await call(seller, 'DELETE', listing.id)).statusCode).toBe(404);
  });

  it("deletes a listing in a buyer's cart, and the cart entry with it", async () => {
    const listing = await insertProduct(t.database.db, seller.userId);
    await putInCart(t.database.db, buyer.userId, listing.id);
    expect((await call(seller, 'DELETE', listing.id)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await t.database.db.select().from(orders).where(eq(orders.productId, listing.id))).toEqual([]);
  });
});

describe('brand, grade, shutter count, included items and price drops', () => {
  it('stores the details and answers them on the product', async () => {
    const response = await addProduct(seller, {
      ...validListingInput(),
      category: 'DSLR',
      brand: 'Nikon',
      grade: 'EX+',
      shutterCount: 18_500,
      included: ['Box', 'Strap', 'Charger'],
    });
    const product = productSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${response.json().insertedId}` })).json(),
    );
    expect(product).toMatchObject({
      brand: 'Nikon',
      grade: 'EX+',
      shutterCount: 18_500,
      included: ['Box', 'Strap', 'Charger'],
      previousPrice: null,
    });
  });

  it('defaults to brand Other with no grade, and a PATCH that leaves them out keeps them', async () => {
    const { insertedId } = (await addProduct(seller, validListingInput({ name: 'Rollei 35 S silver' }))).json();
    const get = async () =>
      productSchema.parse((await t.app.inject({ method: 'GET', url: `/api/products/${insertedId}` })).json());
    expect(await get()).toMatchObject({ brand: 'Other', grade: null, included: [] });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/my-products/${insertedId}`,
      headers: seller.headers,
      payload: { brand: 'Olympus', grade: 'LN' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/my-products/${insertedId}`,
      headers: seller.headers,
      payload: { name: 'Olympus OM-1n black' },
    });
    expect(await get()).toMatchObject({ brand: 'Olympus', grade: 'LN', name: 'Olympus OM-1n black' });
  });

  it('stores a new "Canon AE-1 Program" as brand Canon when no brand is chosen, and the Canon filter finds it', async () => {
    const response = await addProduct(seller, validListingInput({ name: 'Canon AE-1 Program' }));
    expect(response.statusCode, response.body).toBe(201);
    const { insertedId } = response.json();
    const product = productSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${insertedId}` })).json(),
    );
    expect(product).toMatchObject({ brand: 'Canon', type: 'camera', mount: null });
    const found = (await t.app.inject({ method: 'GET', url: '/api/products?brand=Canon&limit=60' })).json();
    expect(found.items.map((item: { _id: string }) => item._id)).toContain(insertedId);
  });

  it('stores a lens with its type, mount, a typed brand and what is included, spelt the catalogue way', async () => {
    const response = await addProduct(seller, {
      ...validListingInput({ name: 'Sigma 35mm f/1.4 DG HSM Art' }),
      category: 'DSLR',
      type: 'lens',
      brand: ' sigma ',
      mount: 'canon ef',
      grade: 'EX',
      included: ['Caps', 'Lens hood', 'Case'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const product = productSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${response.json().insertedId}` })).json(),
    );
    expect(product).toMatchObject({
      type: 'lens',
      brand: 'Sigma',
      mount: 'Canon EF',
      grade: 'EX',
      shutterCount: null,
      included: ['Caps', 'Lens hood', 'Case'],
    });
    const typed = await addProduct(seller, validListingInput({ name: 'Kiev 88', brand: 'Arsenal Kiev' }));
    const kiev = productSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${typed.json().insertedId}` })).json(),
    );
    expect(kiev).toMatchObject({ brand: 'Arsenal Kiev', type: 'camera' });
  });

  it('remembers the old price when the asking price goes down, and forgets it when it goes up', async () => {
    const { insertedId } = (await addProduct(seller, validListingInput({ resellPrice: 300 }))).json();
    const patch = (resellPrice: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/my-products/${insertedId}`,
        headers: seller.headers,
        payload: { resellPrice },
      });
    expect((await patch(250)).json().product).toMatchObject({ resellPrice: 250, previousPrice: 300 });
    expect((await patch(275)).json().product).toMatchObject({ resellPrice: 275, previousPrice: null });
  });

  it.each([
    ['brand', { brand: '   ' }],
    ['brand', { brand: 'K'.repeat(41) }],
    ['type', { type: 'drone' }],
    ['mount', { mount: 'M'.repeat(41) }],
    ['grade', { grade: 'A+' }],
    ['shutterCount', { shutterCount: -3 }],
    ['shutterCount', { shutterCount: 99_000_000 }],
    ['included.0', { included: ['Unicorn'] }],
    ['included', { included: ['Box', 'Box'] }],
  ])('answers 400 naming %s', async (field, override) => {
    const response = await addProduct(seller, validListingInput(override as object));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });
});
