import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messageWithoutField } from '@contract/field-message';
import { ApiError } from './api-error';

/** The server's 400: its message and, when it is about one field, that field's name. */
export interface Refusal {
  message: string;
  field?: string | undefined;
}

/** Where a form shows a refusal that names none of its fields: `formState.errors.root?.server`. */
export const FORM_ERROR = 'root.server';

/**
 * The form's field a refusal is about: the field it names ("images.0.url" is about "images"), through
 * `serverNames` where the API calls it otherwise (Register's full name is the account's "displayName").
 */
export function refusedField<Field extends string>(
  fields: readonly Field[],
  refusal: Refusal,
  serverNames: Readonly<Record<string, Field>> = {},
): Field | undefined {
  const named = refusal.field;
  if (named === undefined) return undefined;
  const top = named.split('.')[0] ?? named;
  const field = serverNames[top] ?? top;
  return fields.find((name) => name === field);
}

/**
 * Shows the server's refusal on the field it is about, when the form has that field (and moves the focus
 * there), without the "field: " the server puts before a schema's message; as the whole form's message otherwise.
 */
export function showRefusal<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  refusal: Refusal,
  serverNames?: Readonly<Record<string, Path<Values>>>,
): void {
  const field = refusedField(fields, refusal, serverNames);
  if (field === undefined) {
    setError(FORM_ERROR, { type: 'server', message: refusal.message });
    return;
  }
  setError(
    field,
    { type: 'server', message: messageWithoutField(refusal.message, refusal.field) },
    { shouldFocus: true },
  );
}

/** A thrown error as a refusal: an ApiError names its field; anything else is for the whole form. */
export function refusalFrom(error: unknown): Refusal {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.message) return { message: error.message };
  return { message: 'That did not work. Please try again.' };
}
