import { placeOrderSchema } from '@contract/orders';
import { requiredText } from '@/lib/required-text';

/** The two fields the buyer types, each required with its own message, then the contract's rule (the server's). */
export const orderFormSchema = placeOrderSchema.pick({ buyerPhone: true, meetingPlace: true }).extend({
  buyerPhone: requiredText('Enter your contact number.').pipe(placeOrderSchema.shape.buyerPhone),
  meetingPlace: requiredText('Enter your preferred meeting place.').pipe(placeOrderSchema.shape.meetingPlace),
});
