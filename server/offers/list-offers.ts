import { desc, eq } from 'drizzle-orm';
import type { Offer, OfferSide } from '@contract/offers.ts';
import type { Db } from '../db/database.ts';
import { offers, products } from '../db/schema.ts';
import { selectOfferViews, toOfferJson } from './offer-view.ts';

/** The offers a buyer made, or those made on a seller's listings, newest first (the latest 200). */
export async function listOffers(db: Db, userId: string, party: OfferSide): Promise<Offer[]> {
  const mine = party === 'seller' ? eq(products.sellerId, userId) : eq(offers.buyerId, userId);
  const rows = await selectOfferViews(db).where(mine).orderBy(desc(offers.createdAt), desc(offers.id)).limit(200);
  const now = new Date();
  return rows.map((row) => toOfferJson(row, party, now));
}
