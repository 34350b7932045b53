import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ReportedItem, reportProductSchema } from '@contract/reports.ts';
import type { Db } from '@server/db/database.ts';
import { products, reports, users } from '@server/db/schema.ts';
import { conflict, notFound } from '@server/lib/http-errors.ts';
import type { Notifier } from '@server/notifications/notices.ts';
import { withdrawListingsNow } from '@server/selling/withdraw-listings.ts';

const sellers = alias(users, 'sellers');
const reporters = alias(users, 'reporters');

/** A buyer reports a listing, once. Answers whether they had reported it already. */
export async function reportListing(
  db: Db,
  reporterId: string,
  { productId, reason, details, contactPhone }: z.output<typeof reportProductSchema>,
): Promise<{ alreadyReported: boolean }> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound('This listing does not exist or was removed');
  const inserted = await db
    .insert(reports)
    .values({ productId, reporterId, reason, details, contactPhone })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return { alreadyReported: inserted.length === 0 };
}

/** The admin's reported items: every open report with its listing, seller and reporter, newest first. */
export async function listReportedItems(db: Db): Promise<ReportedItem[]> {
  const rows = await db
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
  return rows.map(({ report, product, ...people }) => ({
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
}

/** Ignore: the report goes, the listing stays. Answers how many reports went. */
export async function ignoreReport(db: Db, reportId: string): Promise<number> {
  const deleted = await db.delete(reports).where(eq(reports.id, reportId)).returning({ id: reports.id });
  if (deleted.length === 0) throw notFound('This report does not exist');
  return deleted.length;
}

/** Remove: the listing goes, and with it its reports, wishlist entries and the carts holding it. */
export async function removeReportedListing(db: Db, notifier: Notifier, productId: string): Promise<number> {
  const [product] = await db
    .select({ availability: products.availability })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('This listing does not exist or was removed');
  if (product.availability === 'sold') throw conflict('A sold listing is the record of a sale and cannot be removed');
  return withdrawListingsNow(db, notifier, eq(products.id, productId));
}
