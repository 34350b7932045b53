import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../../contract/ids.ts';
import { reportProductSchema, type ReportedItem } from '../../../../contract/reports.ts';
import { products, reports, users } from '../../../db/schema.ts';
import { conflict, notFound } from '../../../lib/http-errors.ts';
import { withdrawUnsoldListings } from '../../../selling/withdraw-listings.ts';

const sellers = alias(users, 'sellers');
const reporters = alias(users, 'reporters');

/** Buyers report listings; admins see the reports, ignore them, or remove the listing. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { access: ['admin'] } as const;
  const adminWrite = { ...adminOnly, rateLimit: app.rateLimits.write };

  app.post(
    '/reports',
    { config: { access: ['Buyer'], rateLimit: app.rateLimits.write }, schema: { body: reportProductSchema } },
    async (request, reply) => {
      const { productId, reason, details, contactPhone } = request.body;
      const [product] = await app.db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) throw notFound('This listing does not exist or was removed');
      const inserted = await app.db
        .insert(reports)
        .values({ productId, reporterId: request.currentUser!.id, reason, details, contactPhone })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return reply
        .status(inserted.length ? 201 : 200)
        .send({ acknowledged: true, alreadyReported: inserted.length === 0 });
    },
  );

  app.get('/products/reported', { config: adminOnly }, async () => {
    const rows = await app.db
      .select({
        report: reports,
        product: products,
        sellerName: sellers.displayName,
        sellerEmail: sellers.email,
        reporterEmail: reporters.email,
      })
      .from(reports)
      .innerJoin(products, eq(products.id, reports.productId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .innerJoin(reporters, eq(reporters.id, reports.reporterId))
      .orderBy(desc(reports.createdAt));
    return rows.map(({ report, product, ...people }): ReportedItem => ({
      _id: report.id,
      productId: product.id,
      productImg: product.images[0]?.thumbUrl ?? '',
      productName: product.name,
      sellerName: people.sellerName,
      sellerEmail: people.sellerEmail,
      phone: product.phone,
      reportedUserEmail: people.reporterEmail,
      reportedUserPhone: report.contactPhone,
      reason: [report.reason, report.details].filter(Boolean).join(': '),
      createdAt: report.createdAt.toISOString(),
    }));
  });

  // Ignore: the report goes, the listing stays.
  app.delete('/reports/:id', { config: adminWrite, schema: { params: idParamsSchema } }, async (request) => {
    const deleted = await app.db.delete(reports).where(eq(reports.id, request.params.id)).returning({ id: reports.id });
    if (deleted.length === 0) throw notFound('This report does not exist');
    return { acknowledged: true, deletedCount: deleted.length };
  });

  // Remove: the listing goes, and with it its reports, wishlist entries and the carts holding it.
  app.delete('/products/:id', { config: adminWrite, schema: { params: idParamsSchema } }, async (request) => {
    const [product] = await app.db
      .select({ availability: products.availability })
      .from(products)
      .where(eq(products.id, request.params.id));
    if (!product) throw notFound('This listing does not exist or was removed');
    if (product.availability === 'sold') throw conflict('A sold listing is the record of a sale and cannot be removed');
    const deletedCount = await app.db.transaction((tx) =>
      withdrawUnsoldListings(tx, eq(products.id, request.params.id)),
    );
    return { acknowledged: true, deletedCount };
  });
};

export default reportRoutes;
