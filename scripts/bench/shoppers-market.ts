/**
 * The market of the load benches: shoppers (scripts/bench/shoppers-journey.ts) and the demo catalogue's sellers
 * (scripts/bench/shoppers-sellers.ts) deal with each other until the deadline. The ledger keeps what the server
 * acknowledged, for the integrity check afterwards (scripts/bench/shoppers-verify.ts).
 */
import type { Shopper } from './shoppers-accounts.ts';
import type { Client } from './shoppers-http.ts';
import { shop } from './shoppers-journey.ts';
import type { Market } from './shoppers-ledger.ts';
import { tendOrders } from './shoppers-sellers.ts';

/** Every shopper shops and every seller tends their orders until the deadline. */
export async function trade(
  call: Client,
  people: { shoppers: Shopper[]; sellers: Shopper[] },
  deadline: number,
  market: Market,
): Promise<void> {
  await Promise.all([
    ...people.shoppers.map((shopper) => shop(call, shopper, deadline, market)),
    ...people.sellers.map((seller) => tendOrders(call, seller, deadline, market)),
  ]);
}
