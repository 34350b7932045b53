import { z } from 'zod';
import { freeText } from './free-text.ts';

/**
 * A question thread: what one buyer asked the seller about one listing before ordering it, and the seller's
 * answers. It is named by the listing and the buyer; only they and an admin read it.
 */
export const questionThreadParamsSchema = z.object({
  productId: z.string().uuid('This is not a valid listing id'),
  buyerId: z.string().uuid('This is not a valid buyer id'),
});
export type QuestionThreadParams = z.infer<typeof questionThreadParamsSchema>;

/** GET /api/questions: the caller's threads (a buyer's questions, or those about a seller's listings), latest first. */
export const questionThreadSummarySchema = z.object({
  productId: z.string(),
  productName: z.string(),
  buyerId: z.string(),
  /** The other party's name: the seller for the buyer, the buyer for the seller. */
  otherName: z.string(),
  lastText: z.string(),
  lastMine: z.boolean(),
  lastWrittenAt: z.string(),
  /** Messages from the other party the caller has not read. */
  unread: z.number().int(),
});
export type QuestionThreadSummary = z.infer<typeof questionThreadSummarySchema>;
export const questionThreadListSchema = z.array(questionThreadSummarySchema);

/** GET /api/questions/{productId}/{buyerId}: the listing the thread is about, beside its messages. */
export const questionThreadSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  sellerName: z.string(),
  /** The seller's public page is /sellers/{sellerPublicId}. Optional while replicas without it still answer. */
  sellerPublicId: z.string().optional(),
  /** Whether the caller is the buyer who asks (else the seller who answers, or an admin who reads). */
  asking: z.boolean(),
});
export type QuestionThread = z.infer<typeof questionThreadSchema>;

/** Questions and answers one sign-in may send per hour, however many listings they are spread over. */
export const QUESTIONS_PER_HOUR = 30;

/** Why a party reports a question thread to the admins. */
export const QUESTION_REPORT_REASONS = [
  'Abusive or threatening',
  'Spam or a scam',
  'Asks to pay or deal outside Shutterswap',
  'Other',
] as const;

/** POST /api/questions/{productId}/{buyerId}/report: the buyer or the seller reports the thread, once each. */
export const reportQuestionsSchema = z.object({
  reason: z.enum(QUESTION_REPORT_REASONS, 'Choose a reason from the list'),
  details: freeText().max(1000, 'Keep the details under 1000 characters').default(''),
});
export type ReportQuestionsInput = z.input<typeof reportQuestionsSchema>;

/** GET /api/questions/reports (admin): a reported thread, with who reported it and why, newest first. */
export const reportedQuestionsSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  sellerName: z.string(),
  reportedBy: z.enum(['buyer', 'seller']),
  reporterName: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ReportedQuestions = z.infer<typeof reportedQuestionsSchema>;
export const reportedQuestionsListSchema = z.array(reportedQuestionsSchema);
