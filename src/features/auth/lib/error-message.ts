/** The text shown in red under a form: the provider's or server's own message (docs/spec.md section 8). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

export const OFFLINE_MESSAGE = "You're offline. Connect to the internet, then try again.";
