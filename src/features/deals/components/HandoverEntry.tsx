import { useId } from 'react';
import { z } from 'zod';
import { HANDOVER_CODE_PATTERN, HANDOVER_MAX_ATTEMPTS, type Order } from '@contract/orders';
import FormField from '@/components/FormField';
import { showRefusal } from '@/lib/show-refusal';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { useDealWrite } from '../hooks/use-deal-write';
import { matchesHandoverCheck } from '../lib/handover-check';

const codeFormSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(HANDOVER_CODE_PATTERN, "Enter the 6 digits shown on the seller's phone.")),
});

const HANDOVER_WAITING =
  'Hand-over confirmed on this phone. It will be sent, and the payment taken, when you are back online.';

/**
 * The buyer's side of the hand-over: the code shown on the seller's phone, checked on this phone (no signal needed)
 * and sent through the outbox; the server checks it again when it arrives and takes the payment.
 */
export default function HandoverEntry({ order, initialCode }: { order: Order; initialCode: string }) {
  const id = useId();
  const write = useDealWrite();
  const { form, field } = useSubmitCheckedForm(codeFormSchema, { code: initialCode });

  const submit = form.handleSubmit(async ({ code }) => {
    if (order.handoverCheck && !(await matchesHandoverCheck(order._id, code, order.handoverCheck))) {
      form.setError(
        'code',
        { message: "This is not the code on the seller's phone. Check the 6 digits." },
        { shouldFocus: true },
      );
      return;
    }
    const outcome = await write.submit(
      'handover',
      { orderId: order._id, confirmation: { code, confirmedAt: new Date().toISOString() } },
      {
        sent: 'Hand-over confirmed. Enjoy your gear!',
        waiting: HANDOVER_WAITING,
      },
    );
    if (outcome.result === 'refused') showRefusal(form.setError, ['code'], outcome);
  });

  if (order.handoverAttemptsLeft === 0) {
    return (
      <section className="handover" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="deal__section-title">
          Confirm the hand-over
        </h2>
        <p className="deal__notice" role="alert">
          The code is locked after {HANDOVER_MAX_ATTEMPTS} wrong tries. Ask {order.sellerName} to record the hand-over
          on their phone: you then confirm or dispute it here.
        </p>
      </section>
    );
  }
  const triesLeft = order.handoverAttemptsLeft;

  return (
    <section className="handover" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="deal__section-title">
        Confirm the hand-over
      </h2>
      <p>
        Meet {order.sellerName} and check the item. Only when you have it in your hands and it is as described, enter
        the code shown on their phone: the payment goes to them. It works with no signal.
      </p>
      <form onSubmit={submit} noValidate aria-label="Confirm the hand-over" className="handover__form">
        <FormField
          id={`${id}-code`}
          label="Code on the seller's phone"
          required
          error={form.formState.errors.code?.message}
        >
          {(control) => (
            <input
              {...control}
              {...field('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              className="form-field__input handover__input"
            />
          )}
        </FormField>
        <p className="form-field__message" role="alert">
          {form.formState.errors.root?.server?.message ?? ''}
        </p>
        {triesLeft < HANDOVER_MAX_ATTEMPTS ? (
          <p className="deal__muted">
            {triesLeft} {triesLeft === 1 ? 'try' : 'tries'} left before the code locks.
          </p>
        ) : null}
        <button type="submit" className="ss-button" disabled={write.isSubmitting}>
          I have the item: confirm
        </button>
      </form>
    </section>
  );
}
