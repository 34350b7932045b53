import { useState, type FormEvent } from 'react';
import type { Product } from '../../../../../contract/catalogue';
import type { User } from '../../../../../contract/users';
import { formatPrice } from '../../../../lib/format-price';
import { useOrderSubmission } from '../../hooks/use-order-submission';
import type { OrderField, OrderFormValues } from '../../lib/order-form-validation';
import FormField from '../FormField';
import OrderProductPreview from './OrderProductPreview';
import './order-form.css';

interface OrderFormProps {
  product: Product;
  buyer: User;
}

/** The spec's order form: who orders what (read-only), how to reach the buyer and where to meet, "Add To Cart". */
export default function OrderForm({ product, buyer }: OrderFormProps) {
  const { submit, fieldErrors, formError, clearFieldError, isSubmitting } = useOrderSubmission(product, buyer);
  const [values, setValues] = useState<OrderFormValues>({ buyerPhone: '', meetingPlace: '' });

  const change = (field: OrderField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearFieldError(field);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <div className="order-layout">
      <OrderProductPreview product={product} />
      <form className="order-form" onSubmit={onSubmit} noValidate aria-labelledby="order-title">
        <fieldset className="order-form__group">
          <legend className="order-form__legend">Order details</legend>
          <div className="order-form__grid">
            <FormField id="order-buyer-name" label="Your Name" value={buyer.displayName} readOnly />
            <FormField id="order-buyer-email" label="Your Email" value={buyer.email} readOnly />
            <FormField id="order-product-name" label="Product Name" value={product.name} readOnly />
            <FormField
              id="order-product-price"
              label="Product Price"
              value={formatPrice(product.resellPrice)}
              readOnly
            />
          </div>
        </fieldset>
        <fieldset className="order-form__group">
          <legend className="order-form__legend">How to reach you</legend>
          <FormField
            id="order-buyer-phone"
            label="Your Contact Number"
            hint="The seller calls or texts this number to arrange the hand-over."
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            value={values.buyerPhone}
            error={fieldErrors.buyerPhone}
            onChange={(event) => change('buyerPhone', event.target.value)}
          />
          <FormField
            id="order-meeting-place"
            label="Your Preffered Meeting Place"
            hint="A busy public place works best, e.g. a café or a camera shop."
            autoComplete="off"
            required
            maxLength={200}
            value={values.meetingPlace}
            error={fieldErrors.meetingPlace}
            onChange={(event) => change('meetingPlace', event.target.value)}
          />
        </fieldset>
        {formError ? (
          <p className="order-form__error" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="ss-button order-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Adding…' : 'Add To Cart'}
        </button>
      </form>
    </div>
  );
}
