import { accessTokenAnswerSchema, type AccessTokenAnswer } from '@contract/users';
import { request } from '@/lib/http';

/** GET /api/jwt: trades a Firebase ID token (proof of sign-in) for this server's short-lived access token. */
export function getAccessToken(idToken: string, email: string): Promise<AccessTokenAnswer> {
  return request('GET', `/api/jwt?email=${encodeURIComponent(email)}`, {
    schema: accessTokenAnswerSchema,
    headers: { Authorization: `Bearer ${idToken}` },
  });
}
