import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithCredential, signInWithPopup } from 'firebase/auth';
import { profilePhotoUrlSchema } from '@contract/images';
import type { FirebaseAuthHandle } from '@/lib/firebase';
import { createUser } from '../api/create-user';
import { emulatorGoogleIdToken, type EmulatorGoogleAccount } from './emulator-google-credential';
import { openSession } from './open-session';

/**
 * Google sign-in and sign-up. A real Firebase project uses Google's popup. The emulator's own popup needs
 * Google's scripts from the internet, so with the emulator the account the user typed is signed in directly.
 * Then, as in the spec: POST /api/users as a Buyer (ignored for an existing account), and the access token.
 */
export async function signInWithGoogle(
  { auth, usesEmulator }: FirebaseAuthHandle,
  emulatorAccount?: EmulatorGoogleAccount,
) {
  const { user } =
    usesEmulator && emulatorAccount
      ? await signInWithCredential(auth, GoogleAuthProvider.credential(emulatorGoogleIdToken(emulatorAccount)))
      : await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  if (!user.email) throw new Error('Your Google account has no email address.');
  await createUser(await user.getIdToken(), {
    email: user.email,
    displayName: user.displayName?.trim() || user.email.split('@')[0] || user.email,
    // The server takes https pictures only; an account without one shows its initials.
    photoURL: profilePhotoUrlSchema.catch('').parse(user.photoURL ?? ''),
  });
  return openSession(user);
}
