/**
 * How soon a write through one replica shows in another replica's cached answers: the demo seller changes a
 * listing's price through one replica, and the listing is read from another (which had cached it) until the new
 * price shows. Measured from the write's acknowledgement; reads every 2 ms.
 */
import type { Product } from '@contract/catalogue.ts';
import { DEMO_PASSWORD, demoAccounts } from '../seed/demo-accounts.ts';

const POLL_MS = 2;
const GIVE_UP_MS = 30_000;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The demo seller's access token: a password sign-in in the auth emulator, then GET /api/jwt. */
async function sellerToken(appUrl: string, emulatorPort: number): Promise<string> {
  const email = demoAccounts.seller.email;
  const { idToken } = await json<{ idToken: string }>(
    await fetch(
      `http://127.0.0.1:${emulatorPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
      },
    ),
  );
  const { accessToken } = await json<{ accessToken: string }>(
    await fetch(`${appUrl}/api/jwt?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${idToken}` },
    }),
  );
  return accessToken;
}

/** Milliseconds from each acknowledged write on `writeUrl` until `readUrl` answered the new price. */
export async function measureInvalidation(
  writeUrl: string,
  readUrl: string,
  emulatorPort: number,
  trials: number,
): Promise<number[]> {
  const token = await sellerToken(writeUrl, emulatorPort);
  const auth = { authorization: `Bearer ${token}` };
  const listings = await json<Product[]>(await fetch(`${writeUrl}/api/my-products`, { headers: auth }));
  const listing = listings.find((product) => product.availability === 'available');
  if (!listing) throw new Error('The demo seller has no listing for sale to reprice');
  const readPrice = async () =>
    (await json<Product>(await fetch(`${readUrl}/api/products/${listing._id}`))).resellPrice;
  const setPrice = (resellPrice: number) =>
    fetch(`${writeUrl}/api/my-products/${listing._id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ resellPrice }),
    }).then(json);

  const latencies: number[] = [];
  for (let trial = 1; trial <= trials; trial++) {
    const price = listing.resellPrice + trial;
    await readPrice(); // cached on the reading replica from here on
    await setPrice(price);
    const acknowledged = performance.now();
    while ((await readPrice()) !== price) {
      if (performance.now() - acknowledged > GIVE_UP_MS) throw new Error(`${readUrl} still had the old price`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    latencies.push(performance.now() - acknowledged);
  }
  await setPrice(listing.resellPrice);
  return latencies;
}
