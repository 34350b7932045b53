/**
 * Buyer accounts the way the app makes them: a sign-up in the Firebase Auth Emulator (its REST API)
 * gives an ID token, POST /api/users creates the Buyer, GET /api/jwt gives the access token.
 */
import type { Client } from './shoppers-http.ts';

export type Shopper = { index: number; email: string; userId: string; token: string };

const CREATE_CONCURRENCY = 20;

async function signUpInEmulator(emulatorPort: number, email: string): Promise<string> {
  const url = `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'shutterswap-load', returnSecureToken: true }),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!answer.idToken)
    throw new Error(`Emulator sign-up of ${email} failed: ${answer.error?.message ?? response.status}`);
  return answer.idToken;
}

async function createShopper(call: Client, emulatorPort: number, index: number, run: string): Promise<Shopper> {
  const email = `shopper-${run}-${index}@load.test`;
  const idToken = await signUpInEmulator(emulatorPort, email);
  const created = await call({
    kind: 'setup: POST /api/users',
    method: 'POST',
    path: '/api/users',
    token: idToken,
    body: { email, role: 'Buyer', displayName: `Shopper ${index}` },
  });
  if (created?.status !== 201 && created?.status !== 200)
    throw new Error(`POST /api/users for ${email}: ${created?.status ?? 'no answer'}`);
  const signedIn = await call({
    kind: 'setup: GET /api/jwt',
    path: `/api/jwt?email=${encodeURIComponent(email)}`,
    token: idToken,
  });
  const answer = signedIn?.body as { accessToken?: string; user?: { _id: string } } | undefined;
  if (signedIn?.status !== 200 || !answer?.accessToken || !answer.user)
    throw new Error(`GET /api/jwt for ${email}: ${signedIn?.status ?? 'no answer'}`);
  return { index, email, userId: answer.user._id, token: answer.accessToken };
}

export async function createShoppers(call: Client, emulatorPort: number, count: number): Promise<Shopper[]> {
  const run = Date.now().toString(36);
  const shoppers: Shopper[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      shoppers.push(await createShopper(call, emulatorPort, index, run));
    }
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
  return shoppers.sort((a, b) => a.index - b.index);
}
