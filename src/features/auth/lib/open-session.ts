import type { User as FirebaseUser } from 'firebase/auth';
import type { User } from '@contract/users';

/** GET /api/jwt with the Firebase ID token, then the access token and user become the app's session. */
export async function openSession(firebaseUser: FirebaseUser): Promise<User> {
  const { openSessionFor } = await import('@/lib/session/session-sync');
  return (await openSessionFor(firebaseUser)).user;
}
