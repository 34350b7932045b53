import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../../lib/api-error';
import { confirmSandboxPayment } from '../../api/confirm-sandbox-payment';
import type { Pay } from '../../hooks/use-pay-for-product';
import { formatExpiryInput } from '../../lib/card-expiry';
import { cvcLength, formatCardNumber, formatCvc } from '../../lib/card-number';
import type { PaymentState, ProviderConfirmation } from '../../lib/payment-state';
import {
  cardFieldFromApi,
  validateSandboxCard,
  type CardField,
  type CardFieldErrors,
  type SandboxCard,
  type SandboxCardValues,
} from '../../lib/sandbox-card-validation';
import FormField from '../FormField';
import PayButton from './PayButton';
import PaymentError from './PaymentError';
import SandboxTestModeBanner from './SandboxTestModeBanner';

interface SandboxCardFormProps {
  clientSecret: string | undefined;
  state: PaymentState;
  pay: Pay;
  amountLabel: string;
}

const FORMATTERS: Record<CardField, (input: string) => string> = {
  number: formatCardNumber,
  expiry: formatExpiryInput,
  cvc: formatCvc,
};

async function confirmWithSandbox(clientSecret: string, card: SandboxCard): Promise<ProviderConfirmation> {
  try {
    await confirmSandboxPayment({ clientSecret, card });
    return { status: 'succeeded' };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'payment_failed') {
      return { status: 'failed', message: error.message, field: cardFieldFromApi(error.field) };
    }
    throw error;
  }
}

/** The sandbox's card form: number in groups, MM/YY and CVC, checked like Stripe's field and confirmed by the server. */
export default function SandboxCardForm({ clientSecret, state, pay, amountLabel }: SandboxCardFormProps) {
  const [values, setValues] = useState<SandboxCardValues>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardFieldErrors>({});

  const change = (field: CardField, input: string) => {
    setValues((current) => ({ ...current, [field]: FORMATTERS[field](input) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const validation = validateSandboxCard(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    if (!clientSecret) return;
    setErrors({});
    const outcome = await pay(() => confirmWithSandbox(clientSecret, validation.card));
    if (outcome.step === 'failed' && outcome.field) setErrors({ [outcome.field]: outcome.message });
  };

  const generalError = state.step === 'failed' && !state.field ? state.message : undefined;

  return (
    <form className="card-form" onSubmit={onSubmit} noValidate aria-label="Card payment">
      <SandboxTestModeBanner onUseCard={(number) => change('number', number)} />
      <FormField
        id="card-number"
        label="Card number"
        placeholder="1234 1234 1234 1234"
        inputMode="numeric"
        autoComplete="cc-number"
        value={values.number}
        error={errors.number}
        onChange={(event) => change('number', event.target.value)}
      />
      <div className="card-form__row">
        <FormField
          id="card-expiry"
          label="Expiry (MM/YY)"
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={values.expiry}
          error={errors.expiry}
          onChange={(event) => change('expiry', event.target.value)}
        />
        <FormField
          id="card-cvc"
          label="CVC"
          placeholder={'•'.repeat(cvcLength(values.number))}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={values.cvc}
          error={errors.cvc}
          onChange={(event) => change('cvc', event.target.value)}
        />
      </div>
      <PaymentError message={generalError} />
      <PayButton
        ready={clientSecret !== undefined}
        processing={state.step === 'processing'}
        amountLabel={amountLabel}
      />
    </form>
  );
}
