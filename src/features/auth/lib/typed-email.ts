/** The email the previous auth page had typed (router state `{ email }`), to prefill the next one. */
export function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email : '';
}
