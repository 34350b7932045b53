import type { ListingFormModel } from '../hooks/use-listing-form';
import type { ListingField } from '../lib/listing-form-state';

/** What every section of the listing form gets: the form, and the id of each field's control. */
export interface ListingSectionProps {
  form: ListingFormModel;
  fieldId: (field: ListingField) => string;
}
