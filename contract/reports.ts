import { z } from 'zod';
import { freeText } from './free-text.ts';

export const REPORT_REASONS = [
  'Counterfeit or not as described',
  'Suspected stolen',
  'Scam or suspicious seller',
  'Prohibited item',
  'Other',
] as const;

export const reportProductSchema = z.object({
  productId: z.string().uuid('productId must be a listing id'),
  reason: z.enum(REPORT_REASONS).default('Other'),
  details: freeText().max(1000, 'Keep the details under 1000 characters').default(''),
  contactPhone: z
    .string()
    .trim()
    .regex(/^(\+?[\d\s().-]{7,20})?$/, 'Enter a phone number, or leave it empty')
    .default(''),
});
export type ReportProductInput = z.input<typeof reportProductSchema>;

/** A row of the admin's reported items (docs/spec.md section 3). */
export const reportedItemSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productImg: z.string(),
  productName: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  phone: z.string(),
  reportedUserEmail: z.string(),
  reportedUserPhone: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;
export const reportedItemListSchema = z.array(reportedItemSchema);

/** POST /api/reports: one report per buyer and listing. */
export const reportedSchema = z.object({ acknowledged: z.literal(true), alreadyReported: z.boolean() });
export type Reported = z.infer<typeof reportedSchema>;
