import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Party } from '@contract/deal-rules.ts';
import { formatCents, formatPrice } from '@contract/format-price.ts';
import { dollarsToCents } from '@contract/money.ts';
import { DEAL_STEP_DAYS } from '@contract/orders.ts';
import {
  OFFER_EXPIRY_HOURS,
  OFFER_RULES,
  OFFER_STEP_OUTCOME,
  offerStatusAt,
  type OfferAnswer,
  type OfferStatus,
  type OfferStep,
} from '@contract/offers.ts';
import { offers, orders } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-errors.ts';
import { dealSteps } from '../metrics/metrics.ts';
import { recordNotices, type Notice } from '../notifications/notices.ts';
import type { DealServices } from '../orders/deal-services.ts';
import { lockProduct, type Tx } from '../orders/locked-order.ts';
import { stepDeadline } from '../orders/order-steps.ts';
import { offerDeadline } from './make-offer.ts';
import { findOfferAs, selectOfferViews, type OfferViewRow } from './offer-view.ts';

const VERBS: Record<OfferStep, string> = {
  accept: 'accept',
  decline: 'decline',
  counter: 'counter',
  withdraw: 'withdraw',
};

const STATUS_WORDS: Record<OfferStatus, string> = {
  pending: 'waiting for the seller',
  countered: 'countered and waiting for the buyer',
  accepted: 'accepted already',
  declined: 'declined',
  withdrawn: 'withdrawn by the buyer',
  expired: 'expired',
  closed: 'closed: the listing was sold or withdrawn',
};

/** The orders that hold a listing for one buyer: a second deal of the listing waits until they fall through. */
const LIVE_DEAL = ['accepted', 'paid', 'handed_over', 'disputed'] as const;
const OPEN_ORDER = ['placed', ...LIVE_DEAL] as const;

/** The change a step makes to the locked offer, and the notices it causes. */
type Change = (tx: Tx, row: OfferViewRow, party: Party) => Promise<Notice[]>;

/**
 * One step of an offer in a transaction, its listing locked first, then the offer (the order every step and the
 * capture of a sale take, so accepts of one listing take turns): the caller checked against the contract's table
 * (403 for someone who is not the party it names, 409 from any other status, an expired offer included). The same
 * step again by the same party (`sameStep`: a counter of the same amount) answers the offer as it stands (a replay). Answers the offer as the caller sees it.
 */
async function takeOfferStep(
  deals: DealServices,
  offerId: string,
  userId: string,
  step: OfferStep,
  change: Change,
  sameStep: (row: OfferViewRow) => boolean = () => true,
): Promise<OfferAnswer> {
  const [target] = await deals.db.select({ productId: offers.productId }).from(offers).where(eq(offers.id, offerId));
  if (!target) throw notFound('This offer does not exist');
  const { party, notices } = await deals.db.transaction(async (tx) => {
    await lockProduct(tx, target.productId);
    const [row] = await selectOfferViews(tx).where(eq(offers.id, offerId)).for('update', { of: offers });
    if (!row) throw notFound('This offer does not exist');
    const party: Party | null = row.offer.buyerId === userId ? 'buyer' : row.sellerId === userId ? 'seller' : null;
    const allowedFrom = party ? OFFER_RULES[step][party] : undefined;
    if (!party || !allowedFrom) {
      const parties = Object.keys(OFFER_RULES[step]) as Party[];
      throw forbidden(
        parties.length === 1 ? `Only the ${parties[0]} can ${VERBS[step]} this offer` : 'This offer is not yours',
      );
    }
    const status = offerStatusAt(row.offer, new Date());
    if (status === OFFER_STEP_OUTCOME[step] && row.offer.lastStepBy === party && sameStep(row)) {
      return { party, notices: [] };
    }
    if (!allowedFrom.includes(status)) {
      throw conflict(`You cannot ${VERBS[step]} this offer: it is ${STATUS_WORDS[status]}.`);
    }
    return { party, notices: await recordNotices(tx, await change(tx, row, party)) };
  });
  void deals.notifier.deliver(notices);
  if (notices.length > 0) dealSteps.inc({ step: `offer-${step}` });
  return { acknowledged: true, offer: await findOfferAs(deals.db, offerId, party) };
}

const otherSide = (row: OfferViewRow, party: Party) => (party === 'buyer' ? row.sellerId : row.offer.buyerId);
const kindFor = (to: Party) => (to === 'seller' ? 'offer-received' : 'offer-answered');
const nameOf = (row: OfferViewRow, party: Party) => (party === 'buyer' ? row.buyerName : row.sellerName);

/**
 * The seller accepts the offer, or the buyer the counter: it becomes an accepted order at that price (the price is
 * locked from then on, as for any accepted order), which the buyer pays within DEAL_STEP_DAYS. Refused while the
 * listing has another accepted order or the buyer an open order of it.
 */
export function acceptOffer(deals: DealServices, offerId: string, userId: string): Promise<OfferAnswer> {
  return takeOfferStep(deals, offerId, userId, 'accept', async (tx, row, party) => {
    const { offer, product } = row;
    if (product.availability !== 'available') throw conflict(`This item is ${product.availability} already.`);
    const [live] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.productId, offer.productId), inArray(orders.status, LIVE_DEAL)))
      .limit(1);
    if (live) throw conflict('This item has an accepted order already. It must be cancelled before another deal.');
    const [buyersOrder] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.productId, offer.productId),
          eq(orders.buyerId, offer.buyerId),
          inArray(orders.status, OPEN_ORDER),
        ),
      );
    if (buyersOrder) throw conflict('The buyer has an order for this item already: answer that order instead.');
    const priceCents = offer.status === 'countered' ? offer.counterCents! : offer.amountCents;
    const [order] = await tx
      .insert(orders)
      .values({
        clientOrderId: offer.clientOfferId,
        buyerId: offer.buyerId,
        productId: offer.productId,
        buyerPhone: offer.buyerPhone,
        meetingPlace: offer.meetingPlace,
        status: 'accepted',
        acceptedAt: sql`now()`,
        acceptedPriceCents: priceCents,
        expiresAt: stepDeadline(),
      })
      .returning({ id: orders.id });
    await tx
      .update(offers)
      .set({ status: 'accepted', lastStepBy: party, orderId: order!.id, updatedAt: sql`now()` })
      .where(eq(offers.id, offer.id));
    const price = formatCents(priceCents);
    const text =
      party === 'seller'
        ? `${row.sellerName} accepted your offer of ${price} for ${product.name}. Pay within ${DEAL_STEP_DAYS} days to reserve it.`
        : `${row.buyerName} accepted your counter-offer of ${price} for ${product.name}: it is an accepted order now.`;
    return [
      {
        userId: otherSide(row, party),
        kind: kindFor(party === 'seller' ? 'buyer' : 'seller'),
        orderId: order!.id,
        text,
      },
    ];
  });
}

/** The seller declines the offer, or the buyer the counter. */
export function declineOffer(deals: DealServices, offerId: string, userId: string): Promise<OfferAnswer> {
  return takeOfferStep(deals, offerId, userId, 'decline', async (tx, row, party) => {
    await tx
      .update(offers)
      .set({ status: 'declined', lastStepBy: party, updatedAt: sql`now()` })
      .where(eq(offers.id, row.offer.id));
    const what = party === 'seller' ? 'your offer' : 'your counter-offer';
    const text = `${nameOf(row, party)} declined ${what} for ${row.product.name}.`;
    const to: Party = party === 'seller' ? 'buyer' : 'seller';
    return [{ userId: otherSide(row, party), kind: kindFor(to), orderId: null, text }];
  });
}

/**
 * The seller answers with a price between the offer and the asking price; the buyer has OFFER_EXPIRY_HOURS to accept
 * or decline it.
 */
export function counterOffer(
  deals: DealServices,
  offerId: string,
  userId: string,
  amount: number,
): Promise<OfferAnswer> {
  const counterCents = dollarsToCents(amount);
  return takeOfferStep(
    deals,
    offerId,
    userId,
    'counter',
    async (tx, row) => {
      const { offer, product } = row;
      if (counterCents <= offer.amountCents || counterCents > product.resellPriceCents) {
        throw badRequest(
          `Counter with more than the offer, ${formatCents(offer.amountCents)}, and at most the asking price, ${formatCents(product.resellPriceCents)}`,
          'amount',
        );
      }
      await tx
        .update(offers)
        .set({
          status: 'countered',
          counterCents,
          lastStepBy: 'seller',
          expiresAt: offerDeadline(),
          updatedAt: sql`now()`,
        })
        .where(eq(offers.id, offer.id));
      const text = `${row.sellerName} countered your offer for ${product.name} with ${formatPrice(amount)}. Accept or decline within ${OFFER_EXPIRY_HOURS} hours.`;
      return [{ userId: offer.buyerId, kind: 'offer-answered', orderId: null, text }];
    },
    (row) => row.offer.counterCents === counterCents,
  );
}

/** The buyer takes back an offer the seller has not answered. */
export function withdrawOffer(deals: DealServices, offerId: string, userId: string): Promise<OfferAnswer> {
  return takeOfferStep(deals, offerId, userId, 'withdraw', async (tx, row) => {
    await tx
      .update(offers)
      .set({ status: 'withdrawn', lastStepBy: 'buyer', updatedAt: sql`now()` })
      .where(eq(offers.id, row.offer.id));
    const text = `${row.buyerName} withdrew their offer for ${row.product.name}.`;
    return [{ userId: row.sellerId, kind: 'offer-received', orderId: null, text }];
  });
}
