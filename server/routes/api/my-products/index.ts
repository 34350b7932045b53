import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/ids.ts';
import { listingInputSchema, listingUpdateSchema } from '../../../../contract/selling.ts';
import { findProduct } from '../../../catalogue/catalogue-queries.ts';
import { SIGNED_IN } from '../../../catalogue/contact-visibility.ts';
import { selectProductViews, toProductJson } from '../../../catalogue/product-view.ts';
import { products } from '../../../db/schema.ts';
import { ensureSellersOwnPhotos } from '../../../selling/listing-photos.ts';
import { listingColumns, priceHistoryColumns } from '../../../selling/listing-values.ts';
import { findOwnedUnsoldListing } from '../../../selling/owned-listing.ts';
import { withdrawUnsoldListings } from '../../../selling/withdraw-listings.ts';
import { badRequest } from '../../../lib/http-errors.ts';

/** A seller's own listings: add, list, advertise, edit, delete. Ownership is checked on every change. */
const myProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const sellerOnly = { access: ['Seller'] } as const;
  const sellerWrite = { ...sellerOnly, rateLimit: app.rateLimits.write };
  const byId = { config: sellerWrite, schema: { params: idParamsSchema } };

  app.post('/addproduct', { config: sellerWrite, schema: { body: listingInputSchema } }, async (request, reply) => {
    await ensureSellersOwnPhotos(app.db, request.currentUser!.id, request.body.images);
    const [created] = await app.db
      .insert(products)
      .values({ ...listingColumns(request.body), sellerId: request.currentUser!.id } as typeof products.$inferInsert)
      .returning({ id: products.id });
    return reply.status(201).send({ acknowledged: true, insertedId: created!.id });
  });

  // `?email=` from the spec's client is ignored: a seller only ever sees their own listings.
  app.get('/my-products', { config: sellerOnly }, async (request) => {
    const rows = await selectProductViews(app.db)
      .where(eq(products.sellerId, request.currentUser!.id))
      .orderBy(desc(products.postTime), desc(products.id));
    return rows.map(toProductJson);
  });

  app.put('/my-products/:id', byId, async (request) => {
    await findOwnedUnsoldListing(app.db, request.params.id, request.currentUser!.id);
    const advertised = await app.db
      .update(products)
      .set({ advertisedAt: sql`now()` })
      .where(and(eq(products.id, request.params.id), isNull(products.advertisedAt)))
      .returning({ id: products.id });
    return { acknowledged: true, modifiedCount: advertised.length };
  });

  app.patch('/my-products/:id', { ...byId, schema: { ...byId.schema, body: listingUpdateSchema } }, async (request) => {
    const listing = await findOwnedUnsoldListing(app.db, request.params.id, request.currentUser!.id);
    const { purchaseYear = listing.purchaseYear, usedYears = listing.usedYears } = request.body;
    if (usedYears > new Date().getFullYear() - purchaseYear) {
      throw badRequest('Years used cannot be more than the years since purchase', 'usedYears');
    }
    if (request.body.images)
      await ensureSellersOwnPhotos(app.db, listing.sellerId, request.body.images, listing.images);
    const changes = listingColumns(request.body);
    await app.db
      .update(products)
      .set({
        ...changes,
        ...priceHistoryColumns(listing.resellPriceCents, changes.resellPriceCents),
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, listing.id));
    return { acknowledged: true, modifiedCount: 1, product: await findProduct(app.db, listing.id, SIGNED_IN) };
  });

  app.delete('/my-products/:id', byId, async (request) => {
    // A sold listing stays: it is the record of the sale and its payment.
    const listing = await findOwnedUnsoldListing(app.db, request.params.id, request.currentUser!.id);
    const deletedCount = await app.db.transaction((tx) => withdrawUnsoldListings(tx, eq(products.id, listing.id)));
    return { acknowledged: true, deletedCount };
  });
};

export default myProductRoutes;
