import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import FormAlert from '@/components/FormAlert';
import type { Pay } from '@/features/buying/hooks/use-pay-for-product';
import type { PaymentState, ProviderConfirmation } from '@/features/buying/lib/payment-state';
import '@/components/form-field.css';
import PayButton from './PayButton';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string | undefined;
  state: PaymentState;
  pay: Pay;
  amountLabel: string;
}

// Stripe.js loads from Stripe only when this form is shown (the provider is Stripe and the payment page is open).
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

const CARD_STYLE = {
  base: {
    color: '#1c1915',
    fontSize: '16px',
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    '::placeholder': { color: '#8a8178' },
  },
  invalid: { color: '#b3261e', iconColor: '#b3261e' },
};

function StripeCardFields({ clientSecret, state, pay, amountLabel }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | undefined>();

  const confirmWithStripe = async (secret: string): Promise<ProviderConfirmation> => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return { status: 'failed', message: 'The card form is not ready yet.' };
    const result = await stripe.confirmCardPayment(secret, { payment_method: { card } });
    if (result.error) return { status: 'failed', message: result.error.message ?? 'Your card was declined.' };
    return result.paymentIntent.status === 'succeeded'
      ? { status: 'succeeded' }
      : { status: 'failed', message: 'The payment has not gone through yet.' };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!clientSecret) return;
    setCardError(undefined);
    const outcome = await pay(() => confirmWithStripe(clientSecret));
    if (outcome.step === 'failed') setCardError(outcome.message);
  };

  return (
    <form className="card-form" onSubmit={onSubmit} aria-label="Card payment">
      <div className="form-field">
        <span className="form-field__label" id="stripe-card-label">
          Card
        </span>
        <div className="stripe-card" aria-labelledby="stripe-card-label">
          <CardElement
            options={{ style: CARD_STYLE, hidePostalCode: true }}
            onChange={(event) => setCardError(event.error?.message)}
          />
        </div>
      </div>
      <FormAlert message={cardError} />
      <PayButton
        ready={Boolean(stripe && elements && clientSecret)}
        processing={state.step === 'processing'}
        amountLabel={amountLabel}
      />
    </form>
  );
}

/** Stripe Elements' card field (provider "stripe"); card errors are Stripe's own words, in red. */
export default function StripeCardForm({ publishableKey, ...fields }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardFields {...fields} />
    </Elements>
  );
}
