import { z } from 'zod';
import { productImageSchema } from '@contract/catalogue';
import { listingInputSchema } from '@contract/selling';
import { LISTING_TEXT_FIELDS, listingCandidate, type ListingFormValues } from './listing-form-state';

/** The form's text fields, as typed. */
export const listingTextSchema = z.object(
  Object.fromEntries(LISTING_TEXT_FIELDS.map((field) => [field, z.string()])) as Record<
    (typeof LISTING_TEXT_FIELDS)[number],
    z.ZodString
  >,
);

/**
 * The listing form checked against the schema the server uses (contract/selling.ts): prices and years are read
 * from the typed text ("$1,299 " is 1299), the photos are the uploaded ones.
 */
export const listingFormSchema = listingTextSchema
  .extend({ images: z.array(productImageSchema) })
  .transform((values: ListingFormValues) => listingCandidate(values))
  .pipe(listingInputSchema);
