import Stripe from 'stripe';
import { AuthorisationLapsedError, type PaymentGateway, type PaymentIntent } from './payment-gateway.ts';

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

const isUnexpectedState = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state';

export function createStripeGateway(stripe: Stripe): PaymentGateway {
  /** A capture or cancel refused for the intent's state is fine when the intent is already where it was sent. */
  async function settle(intentId: string, act: () => Promise<unknown>, done: string, lapsed?: string) {
    try {
      await act();
    } catch (error) {
      if (!isUnexpectedState(error)) throw error;
      const { status } = await stripe.paymentIntents.retrieve(intentId);
      if (status === done) return;
      if (status === lapsed) throw new AuthorisationLapsedError(`Payment ${intentId} is ${status}`);
      throw error;
    }
  }

  return {
    provider: 'stripe',
    async createIntent({ amountCents, currency, metadata }) {
      return toIntent(
        await stripe.paymentIntents.create({
          amount: amountCents,
          currency,
          metadata,
          allowed_payment_method_types: ['card'],
          capture_method: 'manual',
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
    capture: (intentId) => settle(intentId, () => stripe.paymentIntents.capture(intentId), 'succeeded', 'canceled'),
    cancel: (intentId) => settle(intentId, () => stripe.paymentIntents.cancel(intentId), 'canceled'),
  };
}
