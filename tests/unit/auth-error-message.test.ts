import { describe, expect, it } from 'vitest';
import { errorMessage } from '@/features/auth/lib/error-message';

/** What Firebase Auth throws: an Error whose message names the code, and the code itself. */
function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

describe('errorMessage', () => {
  it.each([
    ['auth/wrong-password', 'Wrong email or password.'],
    ['auth/user-not-found', 'Wrong email or password.'],
    ['auth/invalid-credential', 'Wrong email or password.'],
    ['auth/too-many-requests', 'Too many attempts. Wait a few minutes, then try again, or reset your password.'],
    ['auth/network-request-failed', 'We could not reach the sign-in service. Check your connection, then try again.'],
    ['auth/email-already-in-use', 'An account already exists for this email. Log in instead, or reset your password.'],
    ['auth/weak-password', 'Choose a stronger password: at least 6 characters.'],
    ['auth/popup-closed-by-user', 'The Google window was closed before you signed in. Try again when ready.'],
  ])('says %s in plain words', (code, message) => {
    expect(errorMessage(firebaseError(code))).toBe(message);
  });

  it('never shows the provider’s raw text, even for a code it does not know', () => {
    expect(errorMessage(firebaseError('auth/something-new'))).toBe('Signing in did not work. Please try again.');
  });

  it('keeps the server’s own messages, which are written for people', () => {
    expect(errorMessage(new Error('Your picture could not be uploaded.'))).toBe('Your picture could not be uploaded.');
    expect(errorMessage('???')).toBe('Something went wrong. Please try again.');
  });
});
