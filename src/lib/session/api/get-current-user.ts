import { userSchema, type User } from '@contract/users';
import { getJson } from '@/lib/http';

/** GET /api/users/me: the signed-in user as the server knows them now (role, verification). */
export function getCurrentUser(): Promise<User> {
  return getJson('/api/users/me', userSchema);
}
