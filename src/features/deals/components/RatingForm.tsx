import { useId } from 'react';
import { rateOrderSchema, type RateOrder } from '@contract/ratings';
import type { Order } from '@contract/orders';
import FormField from '@/components/FormField';
import { showRefusal } from '@/lib/show-refusal';
import { useSubmitCheckedForm } from '@/lib/use-submit-checked-form';
import { useDealWrite } from '../hooks/use-deal-write';

const STARS = [5, 4, 3, 2, 1] as const;

/** After the deal, each party rates the other once: 1 to 5 stars and a short comment (works offline too). */
export default function RatingForm({ order, rated }: { order: Order; rated: boolean }) {
  const id = useId();
  const write = useDealWrite();
  const other = order.role === 'buyer' ? order.sellerName : order.buyerName;
  const { form, field } = useSubmitCheckedForm<RateOrder, unknown>(rateOrderSchema, { stars: 0, comment: '' });

  if (rated) return <p className="deal__done">You rated {other} for this deal. Thank you!</p>;

  const submit = form.handleSubmit(async (rating) => {
    const values = rating as RateOrder;
    const outcome = await write.submit(
      'rating',
      { orderId: order._id, rating: values },
      {
        sent: 'Thank you for your rating',
        waiting: 'No connection right now. Your rating is saved and will be sent when you are back online.',
      },
    );
    if (outcome.result === 'refused') showRefusal(form.setError, ['stars', 'comment'], outcome);
  });

  return (
    <form className="rating" onSubmit={submit} noValidate aria-label={`Rate ${other}`}>
      <h2 className="deal__section-title">Rate {other}</h2>
      <fieldset className="rating__stars" aria-describedby={`${id}-stars-message`}>
        <legend>How did it go?</legend>
        {STARS.map((stars) => (
          <label key={stars} className="rating__star">
            <input type="radio" value={stars} {...field('stars')} />
            <span aria-hidden="true">{stars} ★</span>
            <span className="visually-hidden">{stars} out of 5</span>
          </label>
        ))}
      </fieldset>
      <p id={`${id}-stars-message`} className="form-field__message">
        {form.formState.errors.stars?.message ?? ''}
      </p>
      <FormField id={`${id}-comment`} label="A short comment (optional)" error={form.formState.errors.comment?.message}>
        {(control) => (
          <textarea {...control} className="form-field__input" {...field('comment')} rows={2} maxLength={280} />
        )}
      </FormField>
      <button type="submit" className="ss-button" disabled={write.isSubmitting}>
        Send rating
      </button>
    </form>
  );
}
