import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { IdentityVerifier } from './identity.ts';

const accountSchema = z.object({
  localId: z.string().min(1),
  email: z.string().min(1).optional(),
  emailVerified: z.boolean().default(false),
  displayName: z.string().optional(),
  photoUrl: z.string().optional(),
  providerUserInfo: z.array(z.object({ providerId: z.string() })).default([]),
});
const lookupAnswerSchema = z.object({ users: z.array(accountSchema).optional() });
const signInProviderSchema = z.object({ firebase: z.object({ sign_in_provider: z.string() }) });

/** The emulator's administrator credential: it answers account lookups by uid and deletions for it. */
const EMULATOR_OWNER = { authorization: 'Bearer owner' };

/**
 * The Firebase Auth Emulator, asked over its REST API. Its ID tokens are unsigned, so their claims
 * prove nothing: every token is looked up (`accounts:lookup` answers only for a token naming one of
 * its accounts), and the uid, email and email verification come from the account it answers with.
 */
export function createEmulatorIdentityVerifier({
  emulatorUrl,
  apiKey,
}: {
  emulatorUrl: string;
  apiKey: string;
}): IdentityVerifier {
  const call = async (method: 'lookup' | 'delete', body: object, headers: Record<string, string> = {}) => {
    const url = new URL(`/identitytoolkit.googleapis.com/v1/accounts:${method}`, emulatorUrl);
    if (!headers.authorization) url.searchParams.set('key', apiKey);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    const answer: unknown = await response.json().catch(() => ({}));
    return { ok: response.ok, answer };
  };

  return {
    async verifyIdToken(idToken) {
      const { ok, answer } = await call('lookup', { idToken });
      if (!ok) throw new Error('The auth emulator did not issue this ID token');
      const account = lookupAnswerSchema.parse(answer).users?.[0];
      if (!account?.email) throw new Error('The sign-in has no email address');
      // Which method this sign-in used is only in the token: it counts if the account has that method.
      const signInProvider = signInProviderSchema.parse(decodeJwt(idToken)).firebase.sign_in_provider;
      if (!account.providerUserInfo.some((info) => info.providerId === signInProvider)) {
        throw new Error('The account has no such sign-in method');
      }
      return {
        uid: account.localId,
        email: account.email.toLowerCase(),
        ...(account.displayName ? { name: account.displayName } : {}),
        ...(account.photoUrl ? { picture: account.photoUrl } : {}),
        signInProvider,
        emailVerified: account.emailVerified,
      };
    },
    async signInExists(uid) {
      const { ok, answer } = await call('lookup', { localId: [uid] }, EMULATOR_OWNER);
      if (!ok) throw new Error('The auth emulator could not look up the sign-in');
      return (lookupAnswerSchema.parse(answer).users ?? []).some((account) => account.localId === uid);
    },
    async deleteAccount(uid) {
      const { ok, answer } = await call('delete', { localId: uid }, EMULATOR_OWNER);
      const gone = JSON.stringify(answer).includes('USER_NOT_FOUND');
      if (!ok && !gone) throw new Error('The auth emulator could not delete the sign-in');
    },
  };
}
