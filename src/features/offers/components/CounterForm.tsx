import { formatPrice } from '@contract/format-price';
import type { Offer } from '@contract/offers';
import TextField from '@/components/TextField';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { showRefusal, refusalFrom } from '@/lib/show-refusal';
import { useOfferStep } from '../api/offer-step';
import { counterFormSchema } from '../lib/counter-form-schema';

interface CounterFormProps {
  offer: Offer;
  onDone: () => void;
}

/** The seller's price between the buyer's offer and the asking price. */
export default function CounterForm({ offer, onDone }: CounterFormProps) {
  const step = useOfferStep();
  const { form, field } = useSubmitCheckedForm(counterFormSchema(offer), { amount: '' });
  const submit = form.handleSubmit(async ({ amount }) => {
    try {
      await step.mutateAsync({ offerId: offer._id, step: 'counter', body: { amount }, done: 'Counter-offer sent' });
      onDone();
    } catch (error) {
      showRefusal(form.setError, ['amount'], refusalFrom(error));
    }
  });
  const id = `counter-${offer._id}`;
  return (
    <form className="offer-card__counter" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id={id}
        label="Your counter-offer in dollars"
        hint={`More than ${formatPrice(offer.amount)}, at most ${formatPrice(offer.askingPrice)}.`}
        required
        error={form.formState.errors.amount?.message}
        input={{ ...field('amount'), inputMode: 'decimal', autoComplete: 'off' }}
      />
      <div className="offer-card__actions">
        <button type="submit" className="ss-button" disabled={step.isPending}>
          Send counter
        </button>
        <button type="button" className="ss-button ss-button--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
