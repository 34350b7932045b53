import { formatPrice } from '@contract/format-price';
import { makeOfferSchema } from '@contract/offers';
import { requiredText } from '@/lib/required-text';
import { orderFormSchema } from './order-form-schema';

/** The offer form: the amount, at most the asking price (the server checks it again), and the order form's fields. */
export function offerFormSchema(askingPrice: number) {
  return orderFormSchema.extend({
    amount: requiredText('Enter the price you offer.')
      .transform((text): unknown => text)
      .pipe(makeOfferSchema.shape.amount)
      .refine((amount) => amount <= askingPrice, {
        message: `Offer at most the asking price, ${formatPrice(askingPrice)}, or order it at that price`,
      }),
  });
}
