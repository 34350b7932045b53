import { signInWithEmailAndPassword } from 'firebase/auth';
import type { FirebaseAuthHandle } from '@/lib/firebase';
import { openSession } from './open-session';

/** Login with email and password (spec "Login"). */
export async function signInWithEmail({ auth }: FirebaseAuthHandle, email: string, password: string) {
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  return openSession(user);
}
