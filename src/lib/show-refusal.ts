import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The server's 400: its message and, when it is about one field, that field's name. */
export interface Refusal {
  message: string;
  field?: string | undefined;
}

/** Where a form shows a refusal that names none of its fields: `formState.errors.root?.server`. */
export const FORM_ERROR = 'root.server';

/**
 * Shows the server's refusal on the field it names, when the form has that field (and moves the focus there),
 * without the "field: " the server puts before a schema's message; as the whole form's message otherwise.
 */
export function showRefusal<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  refusal: Refusal,
): void {
  const field = fields.find((name) => name === refusal.field);
  if (field === undefined) setError(FORM_ERROR, { type: 'server', message: refusal.message });
  else {
    const prefix = `${field}: `;
    const message = refusal.message.startsWith(prefix) ? refusal.message.slice(prefix.length) : refusal.message;
    setError(field, { type: 'server', message }, { shouldFocus: true });
  }
}
