import { confirmPasswordReset, sendPasswordResetEmail, verifyPasswordResetCode } from 'firebase/auth';
import type { FirebaseAuthHandle } from '@/lib/firebase';
import { authErrorCode } from './error-message';

/**
 * Emails a password reset link. Whether an account exists for the address is never told (the page says the
 * same either way), so an unknown email is not an error.
 */
export async function sendPasswordReset({ auth }: FirebaseAuthHandle, email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email.trim());
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
  }
}

/** The email a reset link (its oobCode) is for; refused when the link expired or was used. */
export function emailOfResetCode({ auth }: FirebaseAuthHandle, code: string): Promise<string> {
  return verifyPasswordResetCode(auth, code);
}

export function saveNewPassword({ auth }: FirebaseAuthHandle, code: string, password: string): Promise<void> {
  return confirmPasswordReset(auth, code, password);
}
