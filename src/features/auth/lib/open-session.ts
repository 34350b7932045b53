import type { User as FirebaseUser } from 'firebase/auth';
import type { User } from '@contract/users';
import { getAccessToken } from '@/lib/session/api/get-access-token';
import { startSession } from '@/lib/session/session-store';

/** GET /api/jwt with the Firebase ID token, then the access token and user become the app's session. */
export async function openSession(firebaseUser: FirebaseUser): Promise<User> {
  if (!firebaseUser.email) throw new Error('This sign-in has no email address.');
  const answer = await getAccessToken(await firebaseUser.getIdToken(), firebaseUser.email);
  startSession(answer);
  return answer.user;
}
