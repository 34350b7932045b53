import type { Product } from '@contract/catalogue';
import type { User } from '@contract/users';
import FormAlert from '@/components/FormAlert';
import FormField from '@/components/FormField';
import { formatPrice } from '@contract/format-price';
import { useOrderSubmission } from '@/features/buying/hooks/use-order-submission';
import ContactFields from './ContactFields';
import OrderProductPreview from './OrderProductPreview';
import './order-form.css';

interface OrderFormProps {
  product: Product;
  buyer: User;
}

/** A read-only fact of the order: who orders what. */
function OrderFact({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <FormField id={id} label={label} error={undefined}>
      {(control) => <input {...control} className="form-field__input" value={value} readOnly />}
    </FormField>
  );
}

/** The spec's order form: who orders what (read-only), how to reach the buyer and where to meet, "Request to buy". */
export default function OrderForm({ product, buyer }: OrderFormProps) {
  const { submit, field, fieldErrors, formError, isSubmitting } = useOrderSubmission(product, buyer);

  return (
    <div className="order-layout">
      <OrderProductPreview product={product} />
      <form className="order-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="order-title">
        <fieldset className="order-form__group">
          <legend className="order-form__legend">Order details</legend>
          <div className="order-form__grid">
            <OrderFact id="order-buyer-name" label="Your Name" value={buyer.displayName} />
            <OrderFact id="order-buyer-email" label="Your Email" value={buyer.email} />
            <OrderFact id="order-product-name" label="Product Name" value={product.name} />
            <OrderFact id="order-product-price" label="Product Price" value={formatPrice(product.resellPrice)} />
          </div>
        </fieldset>
        <ContactFields field={field} fieldErrors={fieldErrors} />
        <FormAlert message={formError} />
        <button type="submit" className="ss-button order-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Request to buy'}
        </button>
      </form>
    </div>
  );
}
