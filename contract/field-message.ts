/**
 * The message of a refusal without the "field: " the server puts before a schema's message ("resellPrice: Enter a
 * price" reads "Enter a price"), for a screen that shows it beside or about that field.
 */
export function messageWithoutField(message: string, field: string | undefined): string {
  const prefix = `${field}: `;
  return field !== undefined && message.startsWith(prefix) ? message.slice(prefix.length) : message;
}
