import type { z } from 'zod';

/** What a form shows for these values: the first message of each field, or the parsed values when all pass. */
export function formResult<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; values: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}
