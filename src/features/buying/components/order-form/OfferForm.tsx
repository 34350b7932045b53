import type { Product } from '@contract/catalogue';
import { OFFER_EXPIRY_HOURS } from '@contract/offers';
import { formatPrice } from '@contract/format-price';
import FormAlert from '@/components/FormAlert';
import TextField from '@/components/TextField';
import { useOfferSubmission } from '@/features/buying/hooks/use-offer-submission';
import ContactFields from './ContactFields';
import OrderProductPreview from './OrderProductPreview';
import './order-form.css';

/** Make an offer: the price, then how to reach the buyer and where to meet (what the order takes once accepted). */
export default function OfferForm({ product }: { product: Product }) {
  const { submit, field, fieldErrors, formError, isSubmitting } = useOfferSubmission(product);

  return (
    <div className="order-layout">
      <OrderProductPreview product={product} />
      <form className="order-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="offer-title">
        <fieldset className="order-form__group">
          <legend className="order-form__legend">Your offer</legend>
          <TextField
            id="offer-amount"
            label="Your offer in dollars"
            hint={`Asking ${formatPrice(product.resellPrice)}. The seller has ${OFFER_EXPIRY_HOURS} hours to accept, decline or counter; accepted, it is your order at that price.`}
            required
            error={fieldErrors.amount?.message}
            input={{ ...field('amount'), inputMode: 'decimal', autoComplete: 'off' }}
          />
        </fieldset>
        <ContactFields field={field} fieldErrors={fieldErrors} />
        <FormAlert message={formError} />
        <button type="submit" className="ss-button order-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send offer'}
        </button>
      </form>
    </div>
  );
}
