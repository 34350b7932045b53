import { z } from 'zod';
import { freeText } from './free-text.ts';
import { CATEGORIES, CONDITIONS, productSchema } from './catalogue.ts';
import { MAX_PHOTOS_PER_LISTING, OWN_UPLOAD_PATH } from './images.ts';
import {
  canonicalBrand,
  canonicalMount,
  GRADE_CODES,
  INCLUDED_ITEMS,
  ITEM_TYPES,
  MAX_BRAND_LENGTH,
  MAX_MOUNT_LENGTH,
  MAX_SHUTTER_COUNT,
} from './listing-details.ts';

export const MAX_PRICE_DOLLARS = 100_000;
export const EARLIEST_PURCHASE_YEAR = 1900;

/** A price in dollars with at most two decimals, as listings and offers carry it. */
export const price = (label: string) =>
  z.coerce
    .number({ message: `Enter the ${label} as a number` })
    .min(0.01, `The ${label} must be at least $0.01`)
    .max(MAX_PRICE_DOLLARS, `The ${label} must be at most $${MAX_PRICE_DOLLARS.toLocaleString('en-US')}`)
    .multipleOf(0.01, `The ${label} can have at most two decimals`);

const wholeYears = (message: string) => z.coerce.number({ message }).int(message);

/** A photo produced by our own image pipeline (POST /api/images); the server also checks who uploaded it. */
export const listingPhotoSchema = z.object({
  url: z.string().regex(OWN_UPLOAD_PATH, 'Upload photos through Shutterswap'),
  thumbUrl: z.string().regex(OWN_UPLOAD_PATH, 'Upload photos through Shutterswap'),
});

/** Everything a listing says apart from its photos. */
const listingDetailFields = z.object({
  name: freeText().min(3, 'Enter a name of at least 3 characters').max(120, 'Keep the name under 120 characters'),
  description: freeText()
    .min(20, 'Describe the item in at least 20 characters')
    .max(4000, 'Keep the description under 4000 characters'),
  category: z.enum(CATEGORIES, { message: 'Choose a category' }),
  condition: z.enum(CONDITIONS, { message: 'Choose a condition' }),
  originalPrice: price('original price'),
  resellPrice: price('asking price'),
  purchaseYear: wholeYears('Enter the purchase year as a whole number')
    .min(EARLIEST_PURCHASE_YEAR, `Enter a year from ${EARLIEST_PURCHASE_YEAR}`)
    .refine((year) => year <= new Date().getFullYear(), { message: 'The purchase year cannot be in the future' }),
  usedYears: wholeYears('Enter the years used as a whole number').min(0, 'Years used cannot be negative').max(130),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a phone number (digits, spaces, +, - and brackets)')
    .refine((value) => value.replace(/\D/g, '').length >= 7, {
      message: 'Enter a phone number with at least 7 digits',
    }),
  location: freeText().min(2, 'Enter where the item can be seen').max(120, 'Keep the location under 120 characters'),
  // No defaults here: a PATCH that leaves these out must not reset them (the table has the defaults).
  type: z.enum(ITEM_TYPES, { message: 'Choose camera, lens or accessory' }).optional(),
  /** Left out on a new listing: the brand its name starts with (server/selling/seller-listings.ts). */
  brand: freeText()
    .min(1, 'Enter the brand, or choose Other')
    .max(MAX_BRAND_LENGTH, `Keep the brand under ${MAX_BRAND_LENGTH} characters`)
    .transform(canonicalBrand)
    .optional(),
  mount: freeText()
    .max(MAX_MOUNT_LENGTH, `Keep the mount under ${MAX_MOUNT_LENGTH} characters`)
    .transform((typed) => (typed === '' ? null : canonicalMount(typed)))
    .nullable()
    .optional(),
  grade: z.enum(GRADE_CODES, { message: 'Choose a grade from the scale' }).nullable().optional(),
  shutterCount: z.coerce
    .number({ message: 'Enter the shutter count as a whole number' })
    .int('Enter the shutter count as a whole number')
    .min(0, 'The shutter count cannot be negative')
    .max(MAX_SHUTTER_COUNT, 'That shutter count is not believable')
    .nullable()
    .optional(),
  included: z
    .array(z.enum(INCLUDED_ITEMS, { message: 'Pick included items from the list' }))
    .refine((items) => new Set(items).size === items.length, { message: 'List each included item once' })
    .optional(),
});

/** A listing's photos, whatever stands for each one: uploaded photos here, photos still on the device in the app. */
export function listingPhotosRule<T extends z.ZodType>(photo: T) {
  return z
    .array(photo)
    .min(1, 'Add at least one photo')
    .max(MAX_PHOTOS_PER_LISTING, `Add at most ${MAX_PHOTOS_PER_LISTING} photos`);
}

const listingFields = listingDetailFields.extend({ images: listingPhotosRule(listingPhotoSchema) });

const yearsUsedFitPurchaseYear = (listing: { purchaseYear?: number; usedYears?: number }) =>
  listing.purchaseYear === undefined ||
  listing.usedYears === undefined ||
  listing.usedYears <= new Date().getFullYear() - listing.purchaseYear;
const yearsUsedIssue = { message: 'Years used cannot be more than the years since purchase', path: ['usedYears'] };

/**
 * The listing as a device holds it before its photos are uploaded: the same rules, with `photo` standing for each
 * photo (the Add a Product form checks a listing whose photos wait on the phone this way).
 */
export function listingWithPhotosSchema<T extends z.ZodType>(photo: T) {
  return listingDetailFields
    .extend({ images: listingPhotosRule(photo) })
    .refine(yearsUsedFitPurchaseYear, yearsUsedIssue);
}

/**
 * POST /api/addproduct. Seller name and email come from the token, the post time from the server. `clientListingId`
 * makes a listing published from the offline outbox land once however often it is sent.
 */
export const listingInputSchema = listingFields
  .extend({ clientListingId: z.uuid('clientListingId must be a UUID').optional() })
  .refine(yearsUsedFitPurchaseYear, yearsUsedIssue);
export type ListingInput = z.infer<typeof listingInputSchema>;
export type ListingFormValues = z.input<typeof listingInputSchema>;

/** PATCH /api/my-products/{id}: any subset of the same fields, under the same rules. */
export const listingUpdateSchema = listingFields
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: 'Change at least one field' })
  .refine(yearsUsedFitPurchaseYear, yearsUsedIssue);
export type ListingUpdate = z.infer<typeof listingUpdateSchema>;

export const listingCreatedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
/**
 * What a PUT or DELETE that counts the rows it changed answers: listings', and likewise users', reports', orders'
 * and wishlist entries' (the client and the server import these two for all of them).
 */
export const modifiedSchema = z.object({ acknowledged: z.literal(true), modifiedCount: z.number() });
export const deletedSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.number() });
/** PATCH /api/my-products/{id}: the listing as it now reads. */
export const listingUpdatedSchema = modifiedSchema.extend({ product: productSchema });
