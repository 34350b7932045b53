import type { ListingFormModel } from '../hooks/use-listing-form';
import type { ListingField, ListingTextField } from '../lib/listing-form-state';

/** What every section of the listing form gets: the form's state and the id of each field's control. */
export interface ListingSectionProps {
  form: ListingFormModel;
  fieldId: (field: ListingField) => string;
}

/** Value, change and blur handlers of a text control bound to one field of the form. */
export function boundTo(form: ListingFormModel, field: ListingTextField) {
  return {
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
    onBlur: () => form.leave(field),
  };
}
