import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { QuestionThreadParams, ReportedQuestions, reportQuestionsSchema } from '@contract/listing-questions.ts';
import type { Role } from '@contract/users.ts';
import type { Db } from '@server/db/database.ts';
import { products, questionReports, users } from '@server/db/schema.ts';
import { forbidden, notFound } from '@server/lib/http-errors.ts';
import { sideInThread } from '@server/messages/listing-questions.ts';

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');
const reporters = alias(users, 'reporters');

/**
 * The buyer or the seller reports their question thread to the admins (an admin, who only reads it, cannot): once
 * each. Answers whether they had reported it already.
 */
export async function reportQuestionThread(
  db: Db,
  thread: QuestionThreadParams,
  caller: { id: string; role: Role },
  { reason, details }: z.output<typeof reportQuestionsSchema>,
): Promise<{ alreadyReported: boolean }> {
  const side = await sideInThread(db, thread, caller);
  if (side === 'admin') throw forbidden('Admins read questions; the buyer and the seller report them');
  const inserted = await db
    .insert(questionReports)
    .values({ productId: thread.productId, buyerId: thread.buyerId, reporterId: caller.id, reason, details })
    .onConflictDoNothing()
    .returning({ id: questionReports.id });
  return { alreadyReported: inserted.length === 0 };
}

/** The admin's reported questions: every open report with its listing, its two parties and its reporter. */
export async function listReportedQuestions(db: Db): Promise<ReportedQuestions[]> {
  const rows = await db
    .select({
      report: questionReports,
      productName: products.name,
      buyerName: buyers.displayName,
      sellerName: sellers.displayName,
      reporterName: reporters.displayName,
    })
    .from(questionReports)
    .innerJoin(products, eq(products.id, questionReports.productId))
    .innerJoin(buyers, eq(buyers.id, questionReports.buyerId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(reporters, eq(reporters.id, questionReports.reporterId))
    .orderBy(desc(questionReports.createdAt));
  return rows.map(({ report, ...names }) => ({
    _id: report.id,
    productId: report.productId,
    productName: names.productName,
    buyerId: report.buyerId,
    buyerName: names.buyerName,
    sellerName: names.sellerName,
    reportedBy: report.reporterId === report.buyerId ? 'buyer' : 'seller',
    reporterName: names.reporterName,
    reason: [report.reason, report.details].filter(Boolean).join(': '),
    createdAt: report.createdAt.toISOString(),
  }));
}

/** The admin has read the thread and closes its report. Answers how many reports went. */
export async function dismissQuestionReport(db: Db, reportId: string): Promise<number> {
  const deleted = await db
    .delete(questionReports)
    .where(eq(questionReports.id, reportId))
    .returning({ id: questionReports.id });
  if (deleted.length === 0) throw notFound('This report does not exist');
  return deleted.length;
}
