import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEAL_RULES, type DealStage, type DealStep } from '@contract/deal-rules.ts';
import type { ProductImage } from '@contract/catalogue.ts';
import type { DisputeOrder } from '@contract/disputes.ts';
import { DEAL_STEP_DAYS, type OrderStatus, type OrderStep } from '@contract/orders.ts';
import type { Db } from '../db/database.ts';
import { uploadsOf } from '../images/uploaded-images.ts';
import { orders, products, users } from '../db/schema.ts';
import { conflict, forbidden } from '../lib/http-errors.ts';
import { dealSteps } from '../metrics/metrics.ts';
import type { Notice } from '../notifications/notices.ts';
import type { DealServices } from './deal-services.ts';
import {
  lockProduct,
  partyOf,
  stageOf,
  STATUS_WORDS,
  withOrderLocked,
  type LockedOrder,
  type Party,
  type Tx,
} from './locked-order.ts';
import { findOrderView, toOrderJson } from './order-view.ts';
import { releaseHold, settleAfterStep } from './settle-payment.ts';

/** Who may take a step, and from which stages, per party (contract/deal-rules.ts for the deal's own steps). */
export type StepRule = { verb: string; from: Partial<Record<Party, readonly DealStage[]>> };

const VERBS: Record<DealStep, string> = {
  accept: 'accept',
  decline: 'decline',
  cancel: 'cancel',
  remove: 'remove',
  pay: 'pay for',
  'cancel-request': 'ask to cancel',
  'cancel-request/accept': 'agree to cancel',
  'handed-over': 'record the hand-over of',
  handover: 'confirm the hand-over of',
  dispute: 'dispute',
  rating: 'rate',
};

/** The rule of one of the deal's steps, as the contract's table says. */
export const dealRule = (step: DealStep): StepRule => ({ verb: VERBS[step], from: DEAL_RULES[step] });

/** The deadline of a step that has one: now plus the days a step may take. */
export const stepDeadline = () => sql`now() + make_interval(days => ${DEAL_STEP_DAYS})`;

/** The order as the caller (its buyer or its seller) now sees it. */
export async function orderStepAnswer(db: Db, orderId: string, userId: string, party: Party): Promise<OrderStep> {
  const row = await findOrderView(db, orderId, userId);
  return { acknowledged: true, order: toOrderJson(row!, party) };
}

/**
 * Checks that the caller may take this step now (403 for someone who is not a party to it, 409 for the wrong
 * status), with the order locked, so two steps of one order never interleave.
 */
export function allowedParty(locked: LockedOrder, userId: string, rule: StepRule): Party {
  const party = partyOf(locked, userId);
  const allowedFrom = party ? rule.from[party] : undefined;
  if (!party || !allowedFrom) {
    const parties = Object.keys(rule.from) as Party[];
    throw forbidden(
      parties.length === 1 ? `Only the ${parties[0]} can ${rule.verb} this order` : 'This order is not yours',
    );
  }
  const stage = stageOf(locked.order);
  if (!allowedFrom.includes(stage)) {
    throw conflict(`You cannot ${rule.verb} this order: it is ${STATUS_WORDS[stage]}.`);
  }
  return party;
}

/**
 * One step of the lifecycle in a transaction: the order locked, the caller and the status checked, the change made
 * with the notices it causes; the notices are pushed once committed. Answers the order as the caller sees it.
 */
export async function takeStep(
  deals: DealServices,
  orderId: string,
  userId: string,
  rule: StepRule,
  change: (tx: Tx, locked: LockedOrder, party: Party) => Promise<Notice[]>,
): Promise<{ answer: OrderStep; locked: LockedOrder }> {
  const { locked, party } = await withOrderLocked(deals, orderId, async (tx, locked) => {
    const party = allowedParty(locked, userId, rule);
    return { result: { locked, party }, notices: await change(tx, locked, party) };
  });
  dealSteps.inc({ step: rule.verb });
  return { answer: await orderStepAnswer(deals.db, orderId, userId, party), locked };
}

const LIVE_DEAL: OrderStatus[] = ['accepted', 'paid', 'handed_over', 'disputed'];

/** The seller takes this buyer's order: one accepted order per listing at a time. */
export async function acceptOrder(deals: DealServices, orderId: string, userId: string): Promise<OrderStep> {
  const { answer } = await takeStep(deals, orderId, userId, dealRule('accept'), async (tx, locked) => {
    const { order, sellerName, productName } = locked;
    // Accepts of one listing take turns on its row: the second finds the first's order.
    const product = await lockProduct(tx, order.productId);
    if (product.availability !== 'available') throw conflict(`This item is ${product.availability} already.`);
    const [live] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.productId, order.productId), inArray(orders.status, LIVE_DEAL)))
      .limit(1);
    if (live) throw conflict('You have accepted another order for this item. Cancel it before accepting this one.');
    await tx
      .update(orders)
      // The price is fixed now: the buyer pays this, whatever the listing says later.
      .set({
        status: 'accepted',
        acceptedAt: sql`now()`,
        acceptedPriceCents: product.priceCents,
        expiresAt: stepDeadline(),
      })
      .where(eq(orders.id, order.id));
    return [
      {
        userId: order.buyerId,
        kind: 'order-accepted',
        orderId: order.id,
        text: `${sellerName} accepted your order for ${productName}. Pay within ${DEAL_STEP_DAYS} days to reserve it.`,
      },
    ];
  });
  return answer;
}

/** The seller turns this buyer's order down. */
export async function declineOrder(deals: DealServices, orderId: string, userId: string): Promise<OrderStep> {
  const { answer } = await takeStep(deals, orderId, userId, dealRule('decline'), async (tx, locked) => {
    const { order, sellerName, productName } = locked;
    await tx.update(orders).set({ status: 'declined', expiresAt: null }).where(eq(orders.id, order.id));
    return [
      {
        userId: order.buyerId,
        kind: 'order-declined',
        orderId: order.id,
        text: `${sellerName} declined your order for ${productName}.`,
      },
    ];
  });
  return answer;
}

/**
 * A paid listing goes back on sale when its deal falls through, unless its seller's account was closed meanwhile:
 * then it stays reserved, never orderable again (its payment records point at it, so it is not deleted).
 */
export async function freeListing(tx: Pick<Db, 'update'>, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({ availability: 'available', updatedAt: sql`now()` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.availability, 'reserved'),
        sql`exists (select 1 from ${users} where ${users.id} = ${products.sellerId} and ${users.deactivatedAt} is null)`,
      ),
    );
}

/**
 * Either party walks away before any money is held: the buyer while the order is placed or accepted, the seller once
 * accepted (before, they decline). After payment neither can alone: see requestCancel.
 */
export async function cancelOrder(
  deals: DealServices,
  orderId: string,
  userId: string,
  reason: string,
): Promise<OrderStep> {
  const { answer } = await takeStep(deals, orderId, userId, dealRule('cancel'), async (tx, locked, party) => {
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: party, cancelledAt: sql`now()`, expiresAt: null })
      .where(eq(orders.id, locked.order.id));
    return [cancelNotice(locked, party, reason)];
  });
  return answer;
}

/**
 * One side of a paid deal asks to cancel it: the other side agrees (acceptCancelRequest), or the seller answers that
 * the item was handed over (recordHandover opens a dispute), or the deadline comes and cancels it.
 */
export async function requestCancel(
  deals: DealServices,
  orderId: string,
  userId: string,
  reason: string,
): Promise<OrderStep> {
  const { answer } = await takeStep(deals, orderId, userId, dealRule('cancel-request'), async (tx, locked, party) => {
    await tx
      .update(orders)
      .set({ cancelRequestedBy: party, cancelRequestedAt: sql`now()`, cancelRequestReason: reason })
      .where(eq(orders.id, locked.order.id));
    const because = reason ? ` (${reason})` : '';
    const answerHint =
      party === 'buyer'
        ? 'Agree to cancel (the hold on their card is released), or, if you handed it over, say so: an admin then decides.'
        : 'Agree to cancel (the hold on your card is released), or meet as planned.';
    return [
      {
        userId: otherParty(locked, party),
        kind: 'order-cancelled',
        orderId: locked.order.id,
        text: `${nameOf(locked, party)} asks to cancel the paid order for ${locked.productName}${because}. ${answerHint}`,
      },
    ];
  });
  return answer;
}

/** The other side agrees to cancel the paid deal: the order is cancelled, the hold released, the listing on sale. */
export async function acceptCancelRequest(deals: DealServices, orderId: string, userId: string): Promise<OrderStep> {
  const { answer } = await takeStep(
    deals,
    orderId,
    userId,
    dealRule('cancel-request/accept'),
    async (tx, locked, party) => {
      const asker: Party = party === 'buyer' ? 'seller' : 'buyer';
      await tx
        .update(orders)
        .set({ status: 'cancelled', cancelReason: asker, cancelledAt: sql`now()`, expiresAt: null })
        .where(eq(orders.id, locked.order.id));
      await freeListing(tx, locked.order.productId);
      return [
        {
          userId: otherParty(locked, party),
          kind: 'order-cancelled',
          orderId: locked.order.id,
          text: `${nameOf(locked, party)} agreed: the order for ${locked.productName} is cancelled and the hold on the card released.`,
        },
      ];
    },
  );
  await settleAfterStep(deals, orderId, releaseHold);
  return answer;
}

/** The other party of the deal: whom a step by `by` concerns. */
export function otherParty(locked: Pick<LockedOrder, 'order' | 'sellerId'>, by: Party): string {
  return by === 'buyer' ? locked.sellerId : locked.order.buyerId;
}

export function nameOf(locked: Pick<LockedOrder, 'buyerName' | 'sellerName'>, party: Party): string {
  return party === 'buyer' ? locked.buyerName : locked.sellerName;
}

function cancelNotice(locked: LockedOrder, by: Party, reason: string): Notice {
  const because = reason ? ` (${reason})` : '';
  return {
    userId: otherParty(locked, by),
    kind: 'order-cancelled',
    orderId: locked.order.id,
    text: `${nameOf(locked, by)} cancelled the order for ${locked.productName}${because}.`,
  };
}

/**
 * Either party says the paid deal went wrong, with a reason from the list: the deadline stops, the listing stays
 * reserved and the authorisation held until an admin releases or refunds it. Only the buyer adds photos, and only
 * their own uploads.
 */
export async function disputeOrder(
  deals: DealServices,
  orderId: string,
  userId: string,
  opening: DisputeOrder,
): Promise<OrderStep> {
  const { answer } = await takeStep(deals, orderId, userId, dealRule('dispute'), async (tx, locked, party) => {
    if (opening.photos.length > 0) await ensureBuyersOwnPhotos(tx, party, userId, opening.photos);
    return openDispute(tx, locked, party, opening.reason, opening);
  });
  return answer;
}

async function ensureBuyersOwnPhotos(tx: Tx, party: Party, userId: string, photos: readonly ProductImage[]) {
  if (party !== 'buyer') throw forbidden('Only the buyer adds photos to a dispute');
  const uploads = await uploadsOf(tx, userId, photos);
  if (photos.some((photo) => uploads.get(photo.url) !== photo.thumbUrl)) {
    throw forbidden('Add only photos you uploaded yourself');
  }
}

/**
 * The deal goes to an admin: the deadline stops, the listing stays reserved and the authorisation held until an
 * admin releases or refunds it. The other side and every admin are told.
 */
export async function openDispute(
  tx: Tx,
  locked: LockedOrder,
  by: Party,
  reason: string,
  evidence: { details: string; photos: ProductImage[] } = { details: '', photos: [] },
): Promise<Notice[]> {
  await tx
    .update(orders)
    .set({
      status: 'disputed',
      disputedAt: sql`now()`,
      disputedBy: by,
      disputeReason: reason,
      disputeDetails: evidence.details,
      disputePhotos: evidence.photos,
      expiresAt: null,
    })
    .where(eq(orders.id, locked.order.id));
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
  const other: Party = by === 'buyer' ? 'seller' : 'buyer';
  const why = evidence.details ? `${reason}. ${evidence.details}` : reason;
  return [
    {
      userId: otherParty(locked, by),
      kind: 'disputed',
      orderId: locked.order.id,
      text: `${nameOf(locked, by)} opened a dispute about ${locked.productName}: ${why}`,
    },
    ...admins.map((admin): Notice => ({
      userId: admin.id,
      kind: 'dispute-opened',
      orderId: locked.order.id,
      text: `${nameOf(locked, by)} opened a dispute about ${locked.productName} with ${nameOf(locked, other)}: ${why}`,
    })),
  ];
}
