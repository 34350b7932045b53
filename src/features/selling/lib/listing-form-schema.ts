import { z } from 'zod';
import { listingPhotoSchema, listingWithPhotosSchema } from '@contract/selling';
import { LISTING_TEXT_FIELDS, listingCandidate, type ListingFormValues } from './listing-form-state';
import type { PhotoRef } from './photo-list';

/** The form's fields, as typed; the included items as ticked. */
const listingFieldsSchema = z
  .object(
    Object.fromEntries(LISTING_TEXT_FIELDS.map((field) => [field, z.string()])) as Record<
      (typeof LISTING_TEXT_FIELDS)[number],
      z.ZodString
    >,
  )
  .extend({ included: z.array(z.string()) });

/** The form's fields as a draft keeps them: one kept before the form asked for the item's details reads them as empty. */
export const listingTextSchema = listingFieldsSchema.extend({
  type: z.string().default(''),
  brand: z.string().default(''),
  mount: z.string().default(''),
  grade: z.string().default(''),
  shutterCount: z.string().default(''),
  included: z.array(z.string()).default([]),
});

/** A photo uploaded through Shutterswap, or one kept on this device to upload with the listing. */
const photoRefSchema = z.union([listingPhotoSchema, z.object({ file: z.instanceof(File) })]);

/**
 * The listing form checked against the rules the server uses (contract/selling.ts): prices and years are read
 * from the typed text ("$1,299 " is 1299); a photo still on the device counts as one of the listing's.
 */
export const listingFormSchema = listingFieldsSchema
  .extend({ images: z.array(z.custom<PhotoRef>()) })
  .transform((values: ListingFormValues) => listingCandidate(values))
  .pipe(listingWithPhotosSchema(photoRefSchema));

/** The listing as the form hands it over: checked, with its photos uploaded or on the device. */
export type WrittenListing = z.output<typeof listingFormSchema>;
