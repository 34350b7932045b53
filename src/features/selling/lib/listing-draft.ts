import { z } from 'zod';
import { productImageSchema, type ProductImage } from '@contract/catalogue';
import { listingTextSchema } from './listing-form-schema';
import { LISTING_TEXT_FIELDS, type ListingFormState } from './listing-form-state';
import { APP_STORAGE_PREFIX } from '@/lib/app-storage-prefix';

/**
 * The listing a seller is writing on Add a Product, kept on the device (one per signed-in user) so a reload, a
 * closed app or a crash loses nothing. Photos are kept once uploaded (their URLs); a file still on its way up is
 * not, because it cannot be stored and sent again later.
 */
export interface ListingDraft {
  values: ListingFormState;
  images: ProductImage[];
  /** When it was last saved (ms since the epoch). */
  savedAt: number;
}

/** The part of the Web Storage API the draft uses (localStorage in the app, a Map-backed one in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const DRAFT_KEY_PREFIX = `${APP_STORAGE_PREFIX}listing-draft:`;

export function listingDraftKey(userId: string): string {
  return `${DRAFT_KEY_PREFIX}${userId}`;
}

const storedDraftSchema = z.object({
  values: listingTextSchema,
  images: z.array(productImageSchema),
  savedAt: z.number(),
});

/** Nothing worth keeping: no text in any field and no photo. */
export function isEmptyDraft(values: ListingFormState, images: readonly unknown[]): boolean {
  return (
    images.length === 0 &&
    values.included.length === 0 &&
    LISTING_TEXT_FIELDS.every((field) => values[field].trim() === '')
  );
}

/** The user's saved draft, or null when there is none or it cannot be read (an older shape, a broken value). */
export function readListingDraft(storage: DraftStorage, userId: string): ListingDraft | null {
  try {
    const stored = storage.getItem(listingDraftKey(userId));
    if (stored === null) return null;
    const parsed = storedDraftSchema.safeParse(JSON.parse(stored));
    if (!parsed.success) return null;
    const draft: ListingDraft = parsed.data;
    return isEmptyDraft(draft.values, draft.images) ? null : draft;
  } catch {
    return null;
  }
}

/**
 * Saves the form as the user's draft; an empty form removes it. Answers false when the device refused to store
 * it (storage full or disabled), so the page can say the draft is not kept.
 */
export function writeListingDraft(
  storage: DraftStorage,
  userId: string,
  values: ListingFormState,
  images: readonly ProductImage[],
  now: number,
): boolean {
  try {
    if (isEmptyDraft(values, images)) {
      storage.removeItem(listingDraftKey(userId));
    } else {
      const draft: ListingDraft = {
        values: { ...values, included: [...values.included] },
        images: [...images],
        savedAt: now,
      };
      storage.setItem(listingDraftKey(userId), JSON.stringify(draft));
    }
    return true;
  } catch {
    return false;
  }
}

export function clearListingDraft(storage: DraftStorage, userId: string): void {
  try {
    storage.removeItem(listingDraftKey(userId));
  } catch {
    // Storage disabled: there is no draft to clear.
  }
}
