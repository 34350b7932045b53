import { z } from 'zod';

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
  /** Whether the caller is the buyer who asks (else the seller who answers, or an admin who reads). */
  asking: z.boolean(),
});
export type QuestionThread = z.infer<typeof questionThreadSchema>;

/** Questions and answers one sign-in may send per hour, however many listings they are spread over. */
export const QUESTIONS_PER_HOUR = 30;
