import {
  createUserWithEmailAndPassword,
  signInWithEmailAndPassword,
  updateProfile,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth';
import type { FirebaseAuthHandle } from '@/lib/firebase';
import { createUser } from '../api/create-user';
import { uploadProfilePicture } from '../api/upload-profile-picture';
import { errorMessage } from './error-message';
import { openSession } from './open-session';
import type { RegisterInput } from './register-schema';

export type RegisterStep = { kind: 'account' } | { kind: 'upload'; fraction: number } | { kind: 'profile' };

/** Raised when only the picture upload failed: the form says why and the user simply tries again. */
export class PictureUploadError extends Error {
  constructor(cause: unknown) {
    super(`Your picture could not be uploaded: ${errorMessage(cause)} Please try again.`);
    this.name = 'PictureUploadError';
  }
}

/**
 * The Firebase account for this email. A previous attempt (say, the upload failed) already created it: then
 * the same email and password sign in to it instead, so trying again never gets stuck on "email in use".
 */
async function firebaseAccountFor(auth: Auth, email: string, password: string): Promise<FirebaseUser> {
  try {
    return (await createUserWithEmailAndPassword(auth, email, password)).user;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/email-already-in-use') throw error;
    return (await signInWithEmailAndPassword(auth, email, password).catch(() => Promise.reject(error))).user;
  }
}

/**
 * Registration (docs/spec.md "Register"): Firebase account, picture upload (registration goes on only when it
 * succeeded), display name and photo, POST /api/users (an account that buys), then the session.
 */
export async function registerAccount(
  { auth }: FirebaseAuthHandle,
  input: RegisterInput,
  onStep: (step: RegisterStep) => void,
) {
  const email = input.email.trim();
  onStep({ kind: 'account' });
  const firebaseUser = await firebaseAccountFor(auth, email, input.password);
  const idToken = await firebaseUser.getIdToken();

  onStep({ kind: 'upload', fraction: 0 });
  const picture = await uploadProfilePicture(input.picture, idToken, (fraction) =>
    onStep({ kind: 'upload', fraction }),
  ).catch((cause: unknown) => Promise.reject(new PictureUploadError(cause)));

  onStep({ kind: 'profile' });
  const displayName = input.name.trim();
  // Firebase keeps an absolute address; our own records keep the server's path, like every other picture.
  await updateProfile(firebaseUser, { displayName, photoURL: new URL(picture.url, window.location.origin).href });
  await createUser(idToken, { email, displayName, photoURL: picture.url });
  return openSession(firebaseUser);
}
