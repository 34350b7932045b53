import Stripe from 'stripe';
import type { PaymentGateway, PaymentIntent } from './payment-gateway.ts';

export type StripeConnection = { secretKey: string; apiBase?: string | undefined };

/** The Stripe SDK; `apiBase` points it elsewhere (the tests' local fake of /v1/payment_intents). */
export function createStripeClient({ secretKey, apiBase }: StripeConnection): Stripe {
  if (!apiBase) return new Stripe(secretKey);
  const url = new URL(apiBase);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries: 0,
  });
}

const toIntent = (intent: Stripe.PaymentIntent): PaymentIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amountCents: intent.amount,
  currency: intent.currency,
  metadata: { ...intent.metadata },
});

export function createStripeGateway(stripe: Stripe): PaymentGateway {
  return {
    provider: 'stripe',
    async createIntent({ amountCents, currency, metadata }) {
      return toIntent(
        await stripe.paymentIntents.create({
          amount: amountCents,
          currency,
          metadata,
          allowed_payment_method_types: ['card'],
        }),
      );
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return undefined;
        throw error;
      }
    },
    async refund(intentId) {
      await stripe.refunds.create({ payment_intent: intentId });
    },
  };
}
