import { z } from 'zod';
import { plainString } from './free-text.ts';

/** POST /api/create-payment-intent: the amount is the listing's price in the database, never the client's. */
export const createPaymentIntentSchema = z.object({ productId: z.string().uuid('productId must be a listing id') });
export const paymentIntentCreatedSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export type PaymentIntentCreated = z.infer<typeof paymentIntentCreatedSchema>;

/** POST /api/payments: records a payment the provider confirmed. Price and emails are taken from the server. */
export const recordPaymentSchema = z.object({
  productId: z.string().uuid('productId must be a listing id'),
  transactionId: plainString().min(3).max(255),
});
export const paymentRecordedSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
  transactionId: z.string(),
  /** The order paid for: its page is where the hand-over is arranged. */
  orderId: z.string(),
});
export type PaymentRecorded = z.infer<typeof paymentRecordedSchema>;

/** Sandbox provider: the card form's confirmation, shaped like Stripe's test mode. */
export const sandboxConfirmSchema = z.object({
  clientSecret: plainString().min(1).max(255),
  card: z.object({
    number: plainString().max(30),
    expMonth: z.coerce.number().int(),
    expYear: z.coerce.number().int(),
    cvc: plainString().max(8),
  }),
});
export type SandboxConfirm = z.infer<typeof sandboxConfirmSchema>;
export const sandboxConfirmedSchema = z.object({ id: z.string(), status: z.literal('succeeded') });

/** POST /api/payments/webhook: what Stripe is told once an event is handled. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

/** Stripe's test cards, as the sandbox honours them. */
export const SANDBOX_TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;
