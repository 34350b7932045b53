import type { NewsletterSubscription } from '@contract/newsletter';
import type { MakeOffer } from '@contract/offers';
import type { ReportQuestionsInput } from '@contract/listing-questions';
import type { OrderMessage, SendMessage, SendQuestion } from '@contract/order-messages';
import type { ConfirmHandover, Order, PlaceOrder, RecordHandover } from '@contract/orders';
import type { RateOrder } from '@contract/ratings';
import type { SavedSearchInput } from '@contract/saved-searches';
import type { ReportProductInput } from '@contract/reports';
import type { ListingInput } from '@contract/selling';
import type { OutboxKindName, OutboxPhoto, OutboxRequest, UploadedPhoto } from '@outbox-core/outbox-entry';

/*
 * Every write that goes through the outbox, as one table (the queued writes' API, like a route table): what the
 * feature hands over, and the record it becomes (its idempotency key, its request, what screens show meanwhile). The
 * contract's schema each kind's answer is parsed with is beside it (write-answers.ts, kept off the first page with
 * zod). Features name a kind and get that kind's answer, typed.
 */

/** A listing as Add a Product hands it over: its photos uploaded already, or files still on this device. */
export type QueuedListing = Omit<ListingInput, 'images'> & { images: (UploadedPhoto | { file: File })[] };
/** What a waiting listing's request carries: everything but its photos, which are uploaded first. */
export type WaitingListingBody = Omit<ListingInput, 'images'> & { clientListingId: string };

/** The record a write becomes, before the outbox stamps it; `photos` are files to store with it first. */
export interface WriteRecord<Display> {
  id: string;
  request: OutboxRequest;
  display?: Display;
  photos?: (UploadedPhoto | { file: File })[];
}

interface WriteKind<Input, Display> {
  /** The record's kind as stored (how toasts and the logout question count it). */
  stored: OutboxKindName;
  /** Whose it is: the signed-in person's, or nobody's (sent with no credential). */
  personal: boolean;
  record(input: Input, ownerId: string | null): WriteRecord<Display>;
  /** Whether a stored record is one of this kind (several kinds may share a stored kind). */
  owns(record: { kind: OutboxKindName; id: string }): boolean;
}

const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;
const MEETING_ACCEPTANCE = 'meeting-acceptance:';
const QUESTION = 'question:';
const QUESTION_REPORT = 'question-report:';

/** A question (or its answer) waiting to be sent, shown in its thread: the listing and the buyer name the thread. */
export type QueuedQuestion = OrderMessage & { productId: string; buyerId: string };
const storedAs = (stored: OutboxKindName) => (record: { kind: OutboxKindName }) => record.kind === stored;

function kind<Input, Display = undefined>(definition: WriteKind<Input, Display>) {
  return definition;
}

export const WRITE_KINDS = {
  order: kind<{ order: PlaceOrder; pending: Order }, Order>({
    stored: 'order',
    personal: true,
    owns: storedAs('order'),
    // Keyed by the order's clientOrderId: the server stores it once however often it is sent.
    record: ({ order, pending }) => ({
      id: order.clientOrderId,
      request: { method: 'POST', path: '/api/orders', body: order },
      display: pending,
    }),
  }),
  'order-removal': kind<{ orderId: string }, { orderId: string }>({
    stored: 'order-removal',
    personal: true,
    owns: storedAs('order-removal'),
    // One removal per order, however often the buyer taps; a paid order is refused (409).
    record: ({ orderId }) => ({
      id: `order-removal:${orderId}`,
      request: { method: 'DELETE', path: orderPath(orderId) },
      display: { orderId },
    }),
  }),
  wishlist: kind<{ productId: string }>({
    stored: 'wishlist',
    personal: true,
    owns: storedAs('wishlist'),
    // Saving twice keeps one entry (`alreadyWishlisted`).
    record: ({ productId }, ownerId) => ({
      id: `wishlist:${ownerId}:${productId}`,
      request: { method: 'POST', path: '/api/wishlist', body: { productId } },
    }),
  }),
  report: kind<ReportProductInput>({
    stored: 'report',
    personal: true,
    owns: (record) => record.kind === 'report' && !record.id.startsWith(QUESTION_REPORT),
    // One report per buyer and listing (`alreadyReported` the second time).
    record: (report, ownerId) => ({
      id: `report:${ownerId}:${report.productId}`,
      request: { method: 'POST', path: '/api/reports', body: report },
    }),
  }),
  'question-report': kind<{ productId: string; buyerId: string; report: ReportQuestionsInput }>({
    stored: 'report',
    personal: true,
    owns: (record) => record.kind === 'report' && record.id.startsWith(QUESTION_REPORT),
    // One report per party and thread (`alreadyReported` the second time).
    record: ({ productId, buyerId, report }, ownerId) => ({
      id: `${QUESTION_REPORT}${ownerId}:${productId}:${buyerId}`,
      request: {
        method: 'POST',
        path: `/api/questions/${encodeURIComponent(productId)}/${encodeURIComponent(buyerId)}/report`,
        body: report,
      },
    }),
  }),
  newsletter: kind<NewsletterSubscription>({
    stored: 'newsletter',
    personal: false,
    owns: storedAs('newsletter'),
    // The server keeps one subscription per email.
    record: (subscription) => ({
      id: `newsletter:${subscription.user_email}`,
      request: { method: 'POST', path: '/api/newsletter', body: subscription },
    }),
  }),
  message: kind<{ orderId: string; message: SendMessage; pending: OrderMessage }, OrderMessage>({
    stored: 'message',
    personal: true,
    owns: (record) =>
      record.kind === 'message' && !record.id.startsWith(MEETING_ACCEPTANCE) && !record.id.startsWith(QUESTION),
    // Keyed by the message's own id (made on this device): stored once.
    record: ({ orderId, message, pending }) => ({
      id: message.messageId,
      request: { method: 'POST', path: `${orderPath(orderId)}/messages`, body: message },
      display: pending,
    }),
  }),
  'meeting-acceptance': kind<{ orderId: string; messageId: string }, { orderId: string; messageId: string }>({
    stored: 'message',
    personal: true,
    owns: (record) => record.kind === 'message' && record.id.startsWith(MEETING_ACCEPTANCE),
    // Agreeing to a proposed meeting twice is once.
    record: ({ orderId, messageId }) => ({
      id: `${MEETING_ACCEPTANCE}${messageId}`,
      request: { method: 'POST', path: `${orderPath(orderId)}/messages/${encodeURIComponent(messageId)}/accept` },
      display: { orderId, messageId },
    }),
  }),
  question: kind<{ message: SendQuestion; pending: QueuedQuestion }, QueuedQuestion>({
    // Counted as a message by the toasts and the logout question.
    stored: 'message',
    personal: true,
    owns: (record) => record.kind === 'message' && record.id.startsWith(QUESTION),
    // Keyed by the message's own id (made on this device): stored once. The buyer asks, the seller answers.
    record: ({ message, pending }) => ({
      id: `${QUESTION}${message.messageId}`,
      request: {
        method: 'POST',
        path: `/api/questions/${encodeURIComponent(pending.productId)}/${encodeURIComponent(pending.buyerId)}/messages`,
        body: message,
      },
      display: pending,
    }),
  }),
  handover: kind<{ orderId: string; confirmation: ConfirmHandover }, { orderId: string }>({
    stored: 'handover',
    personal: true,
    owns: storedAs('handover'),
    // The code the buyer entered, and when; the server answers a replay as done.
    record: ({ orderId, confirmation }) => ({
      id: `handover:${orderId}`,
      request: { method: 'POST', path: `${orderPath(orderId)}/handover`, body: confirmation },
      display: { orderId },
    }),
  }),
  'handover-record': kind<{ orderId: string; record: RecordHandover }, { orderId: string }>({
    stored: 'handover-record',
    personal: true,
    owns: storedAs('handover-record'),
    // The seller's record of the hand-over, and when; the server answers a replay as done.
    record: ({ orderId, record }) => ({
      id: `handover-record:${orderId}`,
      request: { method: 'POST', path: `${orderPath(orderId)}/handed-over`, body: record },
      display: { orderId },
    }),
  }),
  rating: kind<{ orderId: string; rating: RateOrder }, { orderId: string; rating: RateOrder }>({
    stored: 'rating',
    personal: true,
    owns: storedAs('rating'),
    // One per deal and person; the same rating again is answered like the first.
    record: ({ orderId, rating }) => ({
      id: `rating:${orderId}`,
      request: { method: 'POST', path: `${orderPath(orderId)}/rating`, body: rating },
      display: { orderId, rating },
    }),
  }),
  offer: kind<MakeOffer, MakeOffer>({
    stored: 'offer',
    personal: true,
    owns: storedAs('offer'),
    // Keyed by the offer's clientOfferId: the server stores it once however often it is sent.
    record: (offer) => ({
      id: offer.clientOfferId,
      request: { method: 'POST', path: '/api/offers', body: offer },
      display: offer,
    }),
  }),
  'saved-search': kind<SavedSearchInput>({
    stored: 'saved-search',
    personal: true,
    owns: storedAs('saved-search'),
    // Keyed by the search itself: the server keeps one per buyer and search however often it is sent.
    record: (search) => ({
      id: `saved-search:${search.query}`,
      request: { method: 'POST', path: '/api/saved-searches', body: search },
    }),
  }),
  listing: kind<{ clientListingId: string; listing: QueuedListing }, WaitingListingBody>({
    stored: 'listing',
    personal: true,
    owns: storedAs('listing'),
    // A write in steps keyed by the listing's own id: its photos on the device go up first, then the listing, once.
    record: ({ clientListingId, listing }) => {
      const { images, ...details } = listing;
      const body: WaitingListingBody = { ...details, clientListingId };
      const request: OutboxRequest = { method: 'POST', path: '/api/addproduct', body };
      return { id: clientListingId, request, display: body, photos: images };
    },
  }),
} as const;

export type WriteKindName = keyof typeof WRITE_KINDS;
type KindOf<K extends WriteKindName> = (typeof WRITE_KINDS)[K];
export type WriteInput<K extends WriteKindName> = Parameters<KindOf<K>['record']>[0];
export type WriteDisplay<K extends WriteKindName> = NonNullable<ReturnType<KindOf<K>['record']>['display']>;

/** The record a write of this kind becomes. */
export function writeRecord<K extends WriteKindName>(
  kind: K,
  input: WriteInput<K>,
  ownerId: string | null,
): WriteRecord<unknown> {
  const record = WRITE_KINDS[kind].record as (input: WriteInput<K>, ownerId: string | null) => WriteRecord<unknown>;
  return record(input, ownerId);
}

/** The photos of a record as the outbox keeps them: files saved on the device first, uploaded ones as they are. */
export async function outboxPhotos(
  images: readonly (UploadedPhoto | { file: File })[],
  saveFile: (file: File) => Promise<string>,
): Promise<OutboxPhoto[]> {
  return Promise.all(
    images.map(async (image, index): Promise<OutboxPhoto> => {
      if ('file' in image) return { fileId: await saveFile(image.file), name: image.file.name, uploaded: null };
      return { fileId: null, name: `Photo ${index + 1}`, uploaded: { url: image.url, thumbUrl: image.thumbUrl } };
    }),
  );
}
