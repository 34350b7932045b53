export const OFFLINE_MESSAGE = "You're offline. Connect to the internet, then try again.";

const WRONG_CREDENTIALS = 'Wrong email or password.';

/**
 * Plain words for the authentication provider's error codes. The provider's own text ("Firebase: Error
 * (auth/wrong-password).") only goes to the console: see logAuthError.
 */
const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/invalid-email': 'Enter a valid email address, like name@example.com.',
  'auth/missing-email': 'Enter your email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/user-disabled': 'This account has been disabled. Contact us if you think this is a mistake.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again, or reset your password.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection, then try again.',
  'auth/email-already-in-use': 'An account already exists for this email. Log in instead, or reset your password.',
  'auth/weak-password': 'Choose a stronger password: at least 6 characters.',
  'auth/popup-closed-by-user': 'The Google window was closed before you signed in. Try again when ready.',
  'auth/cancelled-popup-request': 'The Google window was closed before you signed in. Try again when ready.',
  'auth/popup-blocked': 'Your browser blocked the Google window. Allow pop-ups for this site, then try again.',
  'auth/account-exists-with-different-credential':
    'This email already has an account with another sign-in method. Log in with your email and password.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is no longer valid: it was already used or replaced. Ask for a new one.',
};

/** The provider's error code ("auth/…") of a Firebase Auth error, if it is one. */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
}

/**
 * The text shown in red under a form: plain words for the provider's known errors, the server's own message
 * otherwise (its messages are written for people).
 */
export function errorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code) return AUTH_ERROR_MESSAGES[code] ?? 'Signing in did not work. Please try again.';
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * Keeps the provider's own message in the console. A refusal the form explains (wrong password, email in use) is
 * a warning: only the unexpected is logged as an error.
 */
export function logAuthError(error: unknown): void {
  const code = authErrorCode(error);
  if (code && code in AUTH_ERROR_MESSAGES) console.warn(`Authentication refused (${code}):`, error);
  else console.error(error);
}
