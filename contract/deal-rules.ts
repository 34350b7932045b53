import type { Order, OrderStatus } from './orders.ts';

/*
 * The deal's rules, in one table: where a deal can stand, who may move it and when. The server enforces them
 * (server/orders/order-steps.ts refuses anyone else with 403 and any other stage with 409) and every screen that
 * offers a step reads them, so a button is shown exactly when the server would take the step.
 */

export type Party = 'buyer' | 'seller';

/**
 * Where a deal stands: its status, and for a paid order the question it waits on: one side asked to cancel (the
 * other agrees, or the deadline comes), or the seller recorded the hand-over (the buyer confirms or disputes within
 * HANDOVER_CONFIRM_HOURS, or the payment is taken).
 */
export const DEAL_STAGES = [
  'placed',
  'accepted',
  'declined',
  'paid',
  'buyer_asks_to_cancel',
  'seller_asks_to_cancel',
  'handover_recorded',
  'handed_over',
  'completed',
  'cancelled',
  'disputed',
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

/** The stages of a paid order before the hand-over: the card is authorised, the listing reserved. */
export const PAID_STAGES = ['paid', 'buyer_asks_to_cancel', 'seller_asks_to_cancel', 'handover_recorded'] as const;

/** The steps the parties take, named as their routes: POST /api/orders/{id}/{step} (pay and remove aside). */
export const DEAL_STEPS = [
  'accept',
  'decline',
  'cancel',
  'remove',
  'pay',
  'cancel-request',
  'cancel-request/accept',
  'handed-over',
  'handover',
  'dispute',
  'rating',
] as const;
export type DealStep = (typeof DEAL_STEPS)[number];

/**
 * Who may take each step, from which stages. Before payment either side may walk away; after it neither can end
 * the deal alone: a cancel needs the other side's agreement, an admin, or the deadline.
 */
export const DEAL_RULES: Record<DealStep, Partial<Record<Party, readonly DealStage[]>>> = {
  accept: { seller: ['placed'] },
  decline: { seller: ['placed'] },
  /** Walk away before any money is held. */
  cancel: { buyer: ['placed', 'accepted'], seller: ['accepted'] },
  /** Take an order the seller has not accepted (or declined) out of the cart. */
  remove: { buyer: ['placed', 'declined'] },
  pay: { buyer: ['accepted'] },
  /** Ask the other side to agree to cancel a paid deal. */
  'cancel-request': { buyer: ['paid'], seller: ['paid'] },
  /** Agree to the other side's request: the order is cancelled and the hold on the card released. */
  'cancel-request/accept': { buyer: ['seller_asks_to_cancel'], seller: ['buyer_asks_to_cancel'] },
  /**
   * The seller records the hand-over on their own phone (offline too). The buyer then confirms or disputes within
   * HANDOVER_CONFIRM_HOURS; answered to the buyer's request to cancel, it opens a dispute instead.
   */
  'handed-over': { seller: ['paid', 'buyer_asks_to_cancel', 'seller_asks_to_cancel'] },
  /** The buyer enters the code the seller's phone shows (offline too): the payment is taken. */
  handover: { buyer: ['paid', 'buyer_asks_to_cancel', 'seller_asks_to_cancel', 'handover_recorded'] },
  dispute: {
    buyer: ['paid', 'buyer_asks_to_cancel', 'seller_asks_to_cancel', 'handover_recorded'],
    seller: ['paid', 'buyer_asks_to_cancel', 'seller_asks_to_cancel'],
  },
  rating: { buyer: ['completed'], seller: ['completed'] },
};

/** What the deadline (expiresAt) does to a deal still in a stage; the sweep applies it. Admins decide disputes. */
export const DEADLINE_OUTCOME: Partial<Record<DealStage, 'cancelled' | 'completed'>> = {
  accepted: 'cancelled',
  paid: 'cancelled',
  buyer_asks_to_cancel: 'cancelled',
  seller_asks_to_cancel: 'cancelled',
  handover_recorded: 'completed',
};

/** What a deal's stage is worked out from: its status, a cancel asked for, a hand-over the seller recorded. */
export type StageFacts = {
  status: OrderStatus;
  cancelRequestedBy: Party | null;
  handoverRecorded: boolean;
};

export function dealStage({ status, cancelRequestedBy, handoverRecorded }: StageFacts): DealStage {
  if (status !== 'paid') return status;
  if (handoverRecorded) return 'handover_recorded';
  return cancelRequestedBy ? `${cancelRequestedBy}_asks_to_cancel` : 'paid';
}

/** Whether `party` may take `step` from `stage`. */
export function mayTake(step: DealStep, party: Party, stage: DealStage): boolean {
  return DEAL_RULES[step][party]?.includes(stage) ?? false;
}

/** The stages of these statuses (a paid order is paid whatever question it waits on). */
export function stagesOf(statuses: readonly OrderStatus[]): DealStage[] {
  return statuses.flatMap((status): DealStage[] => (status === 'paid' ? [...PAID_STAGES] : [status]));
}

/** Where the deal of an order as the API answers it stands. */
export function stageOfOrder(order: Pick<Order, 'status' | 'cancelRequest' | 'handoverRecordedAt'>): DealStage {
  return dealStage({
    status: order.status,
    cancelRequestedBy: order.cancelRequest?.by ?? null,
    handoverRecorded: order.handoverRecordedAt !== null,
  });
}
