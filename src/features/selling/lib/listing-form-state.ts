import type { Product } from '@contract/catalogue';
import { brandFromName } from '@contract/listing-details';
import type { PhotoRef } from './photo-list';

/** The form's own fields, in the order they appear (after the photos); every one is kept as typed. */
export const LISTING_TEXT_FIELDS = [
  'name',
  'type',
  'brand',
  'mount',
  'category',
  'condition',
  'grade',
  'shutterCount',
  'originalPrice',
  'resellPrice',
  'purchaseYear',
  'usedYears',
  'description',
  'phone',
  'location',
] as const;
export type ListingTextField = (typeof LISTING_TEXT_FIELDS)[number];

/** Every field a message can belong to, in the order the form shows them: photos come first. */
export const LISTING_FIELDS = ['images', ...LISTING_TEXT_FIELDS, 'included'] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

/** The text as typed or chosen, and the included items ticked. */
export type ListingFormState = Record<ListingTextField, string> & { included: string[] };

/**
 * What the form holds: the text as typed and the photos it has so far (uploaded, or kept on the device to upload
 * with the listing), in their order (the first is the cover).
 */
export type ListingFormValues = ListingFormState & { images: PhotoRef[] };

export const EMPTY_LISTING_FORM: ListingFormState = {
  name: '',
  type: '',
  brand: '',
  mount: '',
  category: '',
  condition: '',
  grade: '',
  shutterCount: '',
  originalPrice: '',
  resellPrice: '',
  purchaseYear: '',
  usedYears: '',
  description: '',
  phone: '',
  location: '',
  included: [],
};

type ListingFormSource = Pick<
  Product,
  'name' | 'category' | 'condition' | 'originalPrice' | 'resellPrice' | 'purchaseYear' | 'usedYears' | 'description'
> &
  Partial<Pick<Product, 'type' | 'brand' | 'mount' | 'grade' | 'shutterCount' | 'included'>> & {
    phone?: string;
    location: string;
  };

/** The form prefilled with a listing: one on the server (Update), or one waiting to publish. */
export function listingFormFromProduct(product: ListingFormSource): ListingFormState {
  return {
    name: product.name,
    type: product.type ?? '',
    brand: product.brand ?? '',
    mount: product.mount ?? '',
    category: product.category,
    condition: product.condition,
    grade: product.grade ?? '',
    shutterCount:
      product.shutterCount === null || product.shutterCount === undefined ? '' : String(product.shutterCount),
    originalPrice: String(product.originalPrice),
    resellPrice: String(product.resellPrice),
    purchaseYear: String(product.purchaseYear),
    usedYears: String(product.usedYears),
    description: product.description,
    phone: product.phone ?? '',
    location: product.location,
    included: [...(product.included ?? [])],
  };
}

const NUMBER_FIELDS = new Set<ListingTextField>([
  'originalPrice',
  'resellPrice',
  'purchaseYear',
  'usedYears',
  'shutterCount',
]);
/** Details a seller may leave out or clear: an empty box means "none" (no grade, no mount, count not known). */
const CLEARABLE_FIELDS = new Set<ListingTextField>(['mount', 'grade', 'shutterCount']);

/** "$1,299 " reads as 1299; an empty box stays missing rather than becoming 0. */
function numberInput(typed: string): string | undefined {
  const cleaned = typed.replace(/[\s,$]/g, '');
  return cleaned === '' ? undefined : cleaned;
}

/** What the contract schema is given: the typed text, with numbers cleaned up, and the uploaded photos. */
export function listingCandidate(values: ListingFormValues): Record<string, unknown> {
  const candidate: Record<string, unknown> = { images: [...values.images], included: [...values.included] };
  for (const field of LISTING_TEXT_FIELDS) {
    const typed = values[field];
    if (CLEARABLE_FIELDS.has(field) && typed.trim() === '') candidate[field] = null;
    else candidate[field] = NUMBER_FIELDS.has(field) ? numberInput(typed) : typed;
  }
  // Left empty, the brand is the one the name starts with (the server's rule for a listing without one, too).
  if (values.brand.trim() === '') candidate.brand = brandFromName(values.name);
  // Only a lens has a mount; one typed before the seller switched to camera or accessory is not kept.
  if (values.type !== 'lens') candidate.mount = null;
  return candidate;
}

/** The field to move the focus to after a failed submit: the first with a message, in the form's order. */
export function firstInvalidField(errors: Partial<Record<string, unknown>>): ListingField | undefined {
  return LISTING_FIELDS.find((field) => errors[field] !== undefined);
}
