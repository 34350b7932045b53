/**
 * How soon a write through one replica shows in another replica's cached answers: the demo seller changes a
 * listing's price through one replica, and the listing is read from another (which had cached it) until the new
 * price shows. Measured from the write's acknowledgement; reads every 2 ms.
 */
import type { Product } from '@contract/catalogue.ts';
import { demoAccounts } from '../seed/demo-accounts.ts';
import { signInSeller } from './shoppers-accounts.ts';
import { makeClient } from './shoppers-http.ts';
import { Stats } from './shoppers-stats.ts';

const POLL_MS = 2;
const GIVE_UP_MS = 30_000;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Milliseconds from each acknowledged write on `writeUrl` until `readUrl` answered the new price. */
export async function measureInvalidation(
  writeUrl: string,
  readUrl: string,
  emulatorPort: number,
  trials: number,
): Promise<number[]> {
  const { token } = await signInSeller(makeClient(writeUrl, new Stats()), emulatorPort, demoAccounts.seller.email);
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
