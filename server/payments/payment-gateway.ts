/** A provider-neutral view of a payment intent. Amounts are integer cents. */
export type PaymentIntent = {
  id: string;
  clientSecret: string;
  /** Stripe's statuses; `requires_capture` is an authorised card, `succeeded` a captured one. */
  status: string;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
};

/** The card's authorisation is gone (it lapsed, or was cancelled): there is nothing left to capture. */
export class AuthorisationLapsedError extends Error {}

/**
 * What the server needs from a card payment provider: the sandbox and Stripe both provide it. Every intent is
 * captured manually: the card is authorised when the buyer pays, captured at the hand-over, or cancelled.
 */
export interface PaymentGateway {
  readonly provider: 'sandbox' | 'stripe';
  createIntent(input: {
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
  }): Promise<PaymentIntent>;
  /** Undefined when the provider does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntent | undefined>;
  /** Takes the authorised money; done already counts as done. Throws AuthorisationLapsedError when it cannot be. */
  capture(intentId: string): Promise<void>;
  /** Releases the authorisation, so the buyer's card is not charged; done already counts as done. */
  cancel(intentId: string): Promise<void>;
}
