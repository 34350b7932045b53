import { createUserAnswerSchema, type CreateUserBody } from '@contract/users';
import { request } from '@/lib/http';

/**
 * POST /api/users with the Firebase ID token: creates the caller's account, or answers the existing one
 * (idempotent, so Google sign-in can call it every time as the spec does).
 */
export function createUser(idToken: string, body: CreateUserBody) {
  return request('POST', '/api/users', {
    body,
    schema: createUserAnswerSchema,
    headers: { Authorization: `Bearer ${idToken}` },
  });
}
