import type { ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import FormAlert from '@/components/FormAlert';
import FormField from '@/components/FormField';
import { ApiError } from '@/lib/api-error';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { confirmSandboxPayment } from '@/features/buying/api/confirm-sandbox-payment';
import type { Pay } from '@/features/buying/hooks/use-pay-for-product';
import { formatExpiryInput } from '@/features/buying/lib/card-expiry';
import { cvcLength, formatCardNumber, formatCvc } from '@/features/buying/lib/card-number';
import type { PaymentState, ProviderConfirmation } from '@/features/buying/lib/payment-state';
import {
  cardFieldFromApi,
  sandboxCardSchema,
  type CardField,
  type SandboxCard,
} from '@/features/buying/lib/sandbox-card-schema';
import PayButton from './PayButton';
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
  const checked = useSubmitCheckedForm(sandboxCardSchema, { number: '', expiry: '', cvc: '' });
  const { form } = checked;
  const errors = form.formState.errors;
  const typedNumber = useWatch({ control: form.control, name: 'number' });

  /** The field's input props: what is typed is formatted as it goes, and a message goes as soon as it changes. */
  const field = (name: CardField) => {
    const registered = checked.field(name);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = FORMATTERS[name](event.target.value);
        return registered.onChange(event);
      },
    };
  };

  const onSubmit = form.handleSubmit(async (card) => {
    if (!clientSecret) return;
    const outcome = await pay(() => confirmWithSandbox(clientSecret, card));
    if (outcome.step === 'failed' && outcome.field) {
      form.setError(outcome.field, { type: 'server', message: outcome.message }, { shouldFocus: true });
    }
  });

  const generalError = state.step === 'failed' && !state.field ? state.message : undefined;

  return (
    <form className="card-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Card payment">
      <SandboxTestModeBanner
        onUseCard={(number) => {
          form.setValue('number', formatCardNumber(number));
          form.clearErrors('number');
        }}
      />
      <FormField id="card-number" label="Card number" error={errors.number?.message}>
        {(control) => (
          <input
            {...control}
            {...field('number')}
            className="form-field__input"
            placeholder="1234 1234 1234 1234"
            inputMode="numeric"
            autoComplete="cc-number"
          />
        )}
      </FormField>
      <div className="card-form__row">
        <FormField id="card-expiry" label="Expiry (MM/YY)" error={errors.expiry?.message}>
          {(control) => (
            <input
              {...control}
              {...field('expiry')}
              className="form-field__input"
              placeholder="MM/YY"
              inputMode="numeric"
              autoComplete="cc-exp"
            />
          )}
        </FormField>
        <FormField id="card-cvc" label="CVC" error={errors.cvc?.message}>
          {(control) => (
            <input
              {...control}
              {...field('cvc')}
              className="form-field__input"
              placeholder={'•'.repeat(cvcLength(typedNumber))}
              inputMode="numeric"
              autoComplete="cc-csc"
            />
          )}
        </FormField>
      </div>
      <FormAlert message={generalError} />
      <PayButton
        ready={clientSecret !== undefined}
        processing={state.step === 'processing'}
        amountLabel={amountLabel}
      />
    </form>
  );
}
