import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import FormField from '@/components/FormField';

type ContactField = 'buyerPhone' | 'meetingPlace';

interface ContactFieldsProps {
  field: (name: ContactField) => UseFormRegisterReturn;
  fieldErrors: Partial<Record<ContactField, FieldError>>;
}

/** How the seller reaches the buyer and where they meet: asked by the order form and the offer form alike. */
export default function ContactFields({ field, fieldErrors }: ContactFieldsProps) {
  return (
    <fieldset className="order-form__group">
      <legend className="order-form__legend">How to reach you</legend>
      <FormField
        id="order-buyer-phone"
        label="Your Contact Number"
        hint="The seller calls or texts this number to arrange the hand-over."
        required
        error={fieldErrors.buyerPhone?.message}
      >
        {(control) => (
          <input
            {...control}
            {...field('buyerPhone')}
            className="form-field__input"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
          />
        )}
      </FormField>
      <FormField
        id="order-meeting-place"
        label="Your Preferred Meeting Place"
        hint="A busy public place works best, e.g. a café or a camera shop."
        required
        error={fieldErrors.meetingPlace?.message}
      >
        {(control) => (
          <input
            {...control}
            {...field('meetingPlace')}
            className="form-field__input"
            autoComplete="off"
            required
            maxLength={200}
          />
        )}
      </FormField>
    </fieldset>
  );
}
