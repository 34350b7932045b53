/**
 * Accounts the way the app makes them: a sign-up (or sign-in) in the Firebase Auth Emulator (its REST API) gives an
 * ID token, POST /api/users creates a new Buyer, GET /api/jwt gives the access token. Buyers are new accounts; the
 * sellers are the demo catalogue's, whose first sign-in links their seeded accounts.
 */
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { demoSeller, otherSellers } from '../seed/people.ts';
import type { Client } from './shoppers-http.ts';

export type Shopper = { index: number; email: string; userId: string; token: string };

const CREATE_CONCURRENCY = 20;

async function emulatorCall(emulatorPort: number, action: 'signUp' | 'signInWithPassword', body: object) {
  const url = `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    answer: (await response.json()) as { idToken?: string; error?: { message: string } },
  };
}

/** An ID token for `email`: its sign-up, or its sign-in when the emulator has it already (the demo seller). */
async function emulatorIdToken(emulatorPort: number, email: string, password: string): Promise<string> {
  let { status, answer } = await emulatorCall(emulatorPort, 'signUp', { email, password });
  if (answer.error?.message === 'EMAIL_EXISTS') {
    ({ status, answer } = await emulatorCall(emulatorPort, 'signInWithPassword', { email, password }));
  }
  if (!answer.idToken) throw new Error(`Emulator sign-in of ${email} failed: ${answer.error?.message ?? status}`);
  return answer.idToken;
}

async function accessTokenFor(call: Client, email: string, idToken: string, index: number): Promise<Shopper> {
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

async function createShopper(call: Client, emulatorPort: number, index: number, run: string): Promise<Shopper> {
  const email = `shopper-${run}-${index}@load.test`;
  const idToken = await emulatorIdToken(emulatorPort, email, 'shutterswap-load');
  const created = await call({
    kind: 'setup: POST /api/users',
    method: 'POST',
    path: '/api/users',
    token: idToken,
    body: { email, role: 'Buyer', displayName: `Shopper ${index}` },
  });
  if (created?.status !== 201 && created?.status !== 200)
    throw new Error(`POST /api/users for ${email}: ${created?.status ?? 'no answer'}`);
  return accessTokenFor(call, email, idToken, index);
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

/** One demo seller signed in (the demo seller with the demo password, the others' first sign-in links them). */
export async function signInSeller(call: Client, emulatorPort: number, email: string, index = 0): Promise<Shopper> {
  return accessTokenFor(call, email, await emulatorIdToken(emulatorPort, email, DEMO_PASSWORD), index);
}

/** Every seller of the demo catalogue, signed in: whoever a shopper orders from accepts on their own phone. */
export async function signInSellers(call: Client, emulatorPort: number): Promise<Shopper[]> {
  const sellers = [demoSeller, ...otherSellers];
  return Promise.all(sellers.map((seller, index) => signInSeller(call, emulatorPort, seller.email, index)));
}
