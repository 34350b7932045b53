import type { CardField } from './sandbox-card-schema';

/** What the card provider said about the card (Stripe.js or the sandbox). */
export type ProviderConfirmation = { status: 'succeeded' } | { status: 'failed'; message: string; field?: CardField };

/** The payment page's progress: Pay is disabled while `processing`. */
export type PaymentState =
  | { step: 'idle' }
  | { step: 'processing' }
  | { step: 'failed'; message: string; field?: CardField }
  | { step: 'succeeded'; transactionId: string; orderId: string };
