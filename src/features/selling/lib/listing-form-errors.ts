import type { z } from 'zod';
import { listingInputSchema, type ListingInput } from '@contract/selling';
import type { ProductImage } from '@contract/catalogue';
import { ApiError } from '@/lib/api-error';
import { LISTING_FIELDS, listingCandidate, type ListingField, type ListingFormState } from './listing-form-state';

/** One message per field; `form` holds what belongs to no single field. */
export type ListingErrors = Partial<Record<ListingField | 'form', string>>;

function isListingField(key: unknown): key is ListingField {
  return typeof key === 'string' && (LISTING_FIELDS as readonly string[]).includes(key);
}

/** The contract's issues as the form shows them: the first message of each field, under that field. */
export function errorsFromIssues(issues: readonly z.core.$ZodIssue[]): ListingErrors {
  const errors: ListingErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    const field = isListingField(key) ? key : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

export type ListingValidation = { ok: true; listing: ListingInput } | { ok: false; errors: ListingErrors };

/** The form checked against the same schema the server uses (contract/selling.ts). */
export function validateListing(form: ListingFormState, images: readonly ProductImage[]): ListingValidation {
  const parsed = listingInputSchema.safeParse(listingCandidate(form, images));
  return parsed.success
    ? { ok: true, listing: parsed.data }
    : { ok: false, errors: errorsFromIssues(parsed.error.issues) };
}

/**
 * A refusal from the server under the field it names ("images.0.url" belongs to the photos), without the
 * "field: " prefix the server puts before schema messages; anything else is a message for the whole form.
 */
export function errorsFromServer(error: unknown): ListingErrors {
  if (!(error instanceof Error)) return { form: 'That did not work. Please try again.' };
  const field = error instanceof ApiError ? error.field : undefined;
  const key = field?.split('.')[0];
  if (field && isListingField(key)) {
    const prefix = `${field}: `;
    return { [key]: error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message };
  }
  return { form: error.message };
}

/** The field to move the focus to after a failed submit: the first with a message, in the form's order. */
export function firstInvalidField(errors: ListingErrors): ListingField | undefined {
  return LISTING_FIELDS.find((field) => errors[field] !== undefined);
}
