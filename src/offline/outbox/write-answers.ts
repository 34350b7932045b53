import type { z } from 'zod';
import { newsletterSubscribedSchema } from '@contract/newsletter';
import { offerAnswerSchema } from '@contract/offers';
import { messageSentSchema } from '@contract/order-messages';
import { orderPlacedSchema, orderStepSchema } from '@contract/orders';
import { ratingRecordedSchema } from '@contract/ratings';
import { reportedSchema } from '@contract/reports';
import { searchSavedSchema } from '@contract/saved-searches';
import { deletedSchema, listingCreatedSchema } from '@contract/selling';
import { wishlistedSchema } from '@contract/wishlist';
import type { WriteKindName } from './write-kinds';

/**
 * The contract's schema each queued write's answer is parsed with (write-kinds.ts has the records): the answer a
 * feature gets is typed by its kind. A module of its own so the schemas (and zod) load with the forms, not the first
 * page.
 */
export const WRITE_ANSWERS = {
  order: orderPlacedSchema,
  // A DELETE answered 404 counts as done (an earlier try arrived, its answer was lost): its answer is then null.
  'order-removal': deletedSchema.nullable(),
  wishlist: wishlistedSchema,
  report: reportedSchema,
  'question-report': reportedSchema,
  newsletter: newsletterSubscribedSchema,
  message: messageSentSchema,
  'meeting-acceptance': messageSentSchema,
  question: messageSentSchema,
  handover: orderStepSchema,
  'handover-record': orderStepSchema,
  rating: ratingRecordedSchema,
  listing: listingCreatedSchema,
  offer: offerAnswerSchema,
  'saved-search': searchSavedSchema,
} satisfies Record<WriteKindName, z.ZodType>;

export type WriteAnswer<K extends WriteKindName> = z.infer<(typeof WRITE_ANSWERS)[K]>;
