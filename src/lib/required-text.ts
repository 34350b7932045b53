import { z } from 'zod';

/**
 * A field the form requires, with the form's own message when it is left blank (spaces only count as blank);
 * `.pipe()` the contract's rule after it, which then speaks only about what was typed.
 */
export function requiredText(message: string) {
  return z.string().refine((text) => text.trim() !== '', { message });
}
