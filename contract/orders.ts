import { z } from 'zod';
import { dateTime } from './date-time.ts';
import { productImageSchema } from './catalogue.ts';
import { freeText } from './free-text.ts';

/**
 * POST /api/orders. The buyer comes from the token and the product facts from the database; the
 * spec's client also sends copies of them (buyerName, productPrice, ...), which are ignored.
 * `clientOrderId` makes a replay from the offline outbox land once.
 */
export const placeOrderSchema = z.object({
  clientOrderId: z.string().uuid('clientOrderId must be a UUID'),
  productID: z.string().uuid('productID must be a listing id'),
  buyerPhone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a contact number (digits, spaces, +, - and brackets)')
    .refine((value) => value.replace(/\D/g, '').length >= 7, {
      message: 'Enter a contact number with at least 7 digits',
    }),
  meetingPlace: freeText().min(3, 'Enter a meeting place').max(200, 'Keep the meeting place under 200 characters'),
});
export type PlaceOrder = z.infer<typeof placeOrderSchema>;

export const orderPlacedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;

/** Where a deal stands. placed → accepted (or declined) → paid → handed_over → completed; cancelled; disputed. */
export const ORDER_STATUSES = [
  'placed',
  'accepted',
  'declined',
  'paid',
  'handed_over',
  'completed',
  'cancelled',
  'disputed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A buyer's order still open: they cannot ask to buy the same item again until it ends (the database's
 * orders_buyer_product_open_key index says the same), so the item's page leads to it instead.
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'accepted', 'paid', 'handed_over', 'disputed'];

/** Buyer and seller write to each other from the order on, and not once it was declined or cancelled. */
export const MESSAGING_STATUSES: readonly OrderStatus[] = [
  'placed',
  'accepted',
  'paid',
  'handed_over',
  'completed',
  'disputed',
];

/** Where and when to meet is proposed and agreed until the hand-over; after it, or in a dispute, there is none to arrange. */
export const MEETING_STATUSES: readonly OrderStatus[] = ['placed', 'accepted', 'paid'];

export const CANCEL_REASONS = ['buyer', 'seller', 'expired', 'refunded'] as const;

/** The days a step may take: an accepted order is paid, a paid one handed over, within this or it is cancelled. */
export const DEAL_STEP_DAYS = 7;

/** Wrong hand-over codes an order takes before its code locks (the seller then records the hand-over). */
export const HANDOVER_MAX_ATTEMPTS = 5;

/** Hours the buyer has to confirm or dispute a hand-over the seller recorded before the payment is taken. */
export const HANDOVER_CONFIRM_HOURS = 48;

/** The hand-over code the seller's phone shows: six digits. */
export const HANDOVER_CODE_PATTERN = /^\d{6}$/;

const when = z.string().nullable();

/** One order as its buyer (My Orders) or its seller (Orders Received) sees it. */
export const orderSchema = z.object({
  _id: z.string(),
  clientOrderId: z.string(),
  /** Whose view this is. */
  role: z.enum(['buyer', 'seller']),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** The other party's phone only once the seller accepted the order (null before); one's own always. */
  buyerPhone: z.string().nullable(),
  meetingPlace: z.string(),
  /** The meeting time both agreed on in the messages. */
  meetingAt: when,
  productID: z.string(),
  productImg: z.string(),
  productName: z.string(),
  productPrice: z.number(),
  productCondition: z.string(),
  productLocation: z.string(),
  sellerName: z.string(),
  /** The seller's public page is /sellers/{sellerPublicId}. Optional while replicas without it still answer. */
  sellerPublicId: z.string().optional(),
  sellerEmail: z.string(),
  sellerPhone: z.string().nullable(),
  availability: z.enum(['available', 'reserved', 'sold']),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  acceptedAt: when,
  paidAt: when,
  handedOverAt: when,
  completedAt: when,
  cancelledAt: when,
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** The deadline of the current step (pay, or hand over), after which the order is cancelled. */
  expiresAt: when,
  /** The seller's view of a paid order: the code to show the buyer at the hand-over. */
  handoverCode: z.string().nullable(),
  /**
   * The buyer's view of a paid order: SHA-256 (hex) of "{order id}:{code}", so the buyer's phone can tell a
   * mistyped code with no signal. It hides nothing from the buyer's own phone, and need not (see docs/design.md).
   */
  handoverCheck: z.string().nullable(),
  /** Messages from the other party not read yet. */
  unreadMessages: z.number().int(),
  /** Whether the caller has rated the other party for this (completed) deal. */
  ratedByMe: z.boolean(),
  /** A paid order's open request to cancel: the other side may agree (contract/deal-rules.ts). */
  cancelRequest: z
    .object({ by: z.enum(['buyer', 'seller']), reason: z.string(), at: z.string() })
    .nullable()
    .default(null),
  /** When the seller recorded the hand-over: the buyer confirms or disputes by `expiresAt`. */
  handoverRecordedAt: when.default(null),
  /** Wrong hand-over codes the order still takes; at 0 the code is locked. */
  handoverAttemptsLeft: z.number().int().default(HANDOVER_MAX_ATTEMPTS),
  dispute: z
    .object({
      openedBy: z.enum(['buyer', 'seller', 'system']),
      reason: z.string(),
      details: z.string().default(''),
      photos: z.array(productImageSchema).default([]),
      openedAt: z.string(),
      resolution: z.enum(['released', 'refunded']).nullable(),
      /** The note the deciding admin sent both parties, and when they decided. */
      note: z.string().nullable().default(null),
      resolvedAt: z.string().nullable().default(null),
    })
    .nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

/** What a just-placed order holds of the deal's later steps: none taken yet, nothing unread, no dispute. */
export const STEPS_NOT_TAKEN = {
  meetingAt: null,
  acceptedAt: null,
  paidAt: null,
  handedOverAt: null,
  completedAt: null,
  cancelledAt: null,
  cancelReason: null,
  expiresAt: null,
  handoverCode: null,
  handoverCheck: null,
  unreadMessages: 0,
  ratedByMe: false,
  dispute: null,
  cancelRequest: null,
  handoverRecordedAt: null,
  handoverAttemptsLeft: HANDOVER_MAX_ATTEMPTS,
} as const satisfies Partial<Order>;

/** POST /api/orders/{id}/cancel and /cancel-request: why, in a few words (contract/disputes.ts has the dispute's). */
export const cancelOrderSchema = z.object({
  reason: freeText().max(500, 'Keep the reason under 500 characters').default(''),
});
export const cancelRequestSchema = cancelOrderSchema;
/**
 * POST /api/orders/{id}/handover (buyer): the code the seller's phone shows, and when the buyer's phone took it
 * (it may arrive much later, from the outbox).
 */
export const confirmHandoverSchema = z.object({
  code: z.string().trim().regex(HANDOVER_CODE_PATTERN, "Enter the 6 digits shown on the seller's phone"),
  confirmedAt: dateTime('confirmedAt must be a date and time'),
});
export type ConfirmHandover = z.infer<typeof confirmHandoverSchema>;

/**
 * POST /api/orders/{id}/handed-over (seller): the seller's phone says the item was handed over, and when (it may
 * arrive much later, from the outbox).
 */
export const recordHandoverSchema = z.object({ recordedAt: dateTime('recordedAt must be a date and time') });
export type RecordHandover = z.infer<typeof recordHandoverSchema>;

/** What every step of the lifecycle answers: the order as the caller now sees it. */
export const orderStepSchema = z.object({ acknowledged: z.literal(true), order: orderSchema });
export type OrderStep = z.infer<typeof orderStepSchema>;
