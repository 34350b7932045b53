/** A provider-neutral view of a payment intent. Amounts are integer cents. */
export type PaymentIntent = {
  id: string;
  clientSecret: string;
  status: string;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
};

/** What the server needs from a card payment provider: the sandbox and Stripe both provide it. */
export interface PaymentGateway {
  readonly provider: 'sandbox' | 'stripe';
  createIntent(input: {
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
  }): Promise<PaymentIntent>;
  /** Undefined when the provider does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntent | undefined>;
  /** Gives the money back, e.g. when another buyer paid for the same item a moment earlier. */
  refund(intentId: string): Promise<void>;
}
