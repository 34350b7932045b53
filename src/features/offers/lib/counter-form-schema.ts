import { z } from 'zod';
import { formatPrice } from '@contract/format-price';
import { counterOfferSchema, type Offer } from '@contract/offers';
import { requiredText } from '@/lib/required-text';

/** The seller's counter: more than the offer, at most the asking price (the server checks both again). */
export function counterFormSchema(offer: Pick<Offer, 'amount' | 'askingPrice'>) {
  const bounds = `Counter with more than the offer, ${formatPrice(offer.amount)}, and at most the asking price, ${formatPrice(offer.askingPrice)}`;
  return z.object({
    amount: requiredText('Enter your counter-offer.')
      .transform((text): unknown => text)
      .pipe(counterOfferSchema.shape.amount)
      .refine((amount) => amount > offer.amount && amount <= offer.askingPrice, { message: bounds }),
  });
}
