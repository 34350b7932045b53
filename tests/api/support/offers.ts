import { randomUUID } from 'node:crypto';
import type { OfferStatus } from '@contract/offers.ts';
import type { Db } from '@server/db/database.ts';
import { offers } from '@server/db/schema.ts';
import { BUYER_PHONE } from './purchase.ts';
import type { Session } from './sessions.ts';
import type { TestApp } from './test-app.ts';

/** The body of POST /api/offers for this listing and amount (in dollars). */
export const offerBody = (productId: string, amount: number) => ({
  clientOfferId: randomUUID(),
  productID: productId,
  amount,
  buyerPhone: BUYER_PHONE,
  meetingPlace: 'Camera fair, stand 12',
});

/** POST /api/offers as this user. */
export function postOffer(t: TestApp, session: Session, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/offers', headers: session.headers, payload });
}

/** The buyer offers `amount` dollars for the listing; answers the offer's id. */
export async function makeOffer(t: TestApp, buyer: Session, productId: string, amount: number): Promise<string> {
  const response = await postOffer(t, buyer, offerBody(productId, amount));
  if (response.statusCode !== 201) throw new Error(`make offer: ${response.body}`);
  return (response.json() as { offer: { _id: string } }).offer._id;
}

/** POST /api/offers/{id}/{step} as this user, with a JSON body when the step takes one. */
export function offerStep(t: TestApp, session: Session, offerId: string, step: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/offers/${offerId}/${step}`,
    headers: session.headers,
    ...(payload ? { payload } : {}),
  });
}

/** An offer written straight into the database, in any status (amounts in cents). */
export async function insertOffer(
  db: Db,
  values: { buyerId: string; productId: string; status?: OfferStatus; amountCents?: number; counterCents?: number },
) {
  const [offer] = await db
    .insert(offers)
    .values({
      clientOfferId: randomUUID(),
      amountCents: 20_000,
      buyerPhone: BUYER_PHONE,
      meetingPlace: 'Stand 12',
      expiresAt: new Date(Date.now() + 3_600_000),
      ...values,
    })
    .returning({ id: offers.id });
  return offer!.id;
}
