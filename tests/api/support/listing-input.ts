import type { ListingFormValues } from '@contract/selling.ts';

/** A complete, valid listing as the Add a Product form sends it. */
export function validListingInput(overrides: Partial<ListingFormValues> = {}): ListingFormValues {
  return {
    name: 'Olympus OM-1n',
    description: 'Clean OM-1n with a fresh light seal kit. Meter works with a 1.35 V cell adapter.',
    category: 'Film',
    condition: 'Excellent',
    originalPrice: 450,
    resellPrice: 289.5,
    purchaseYear: 2012,
    usedYears: 6,
    phone: '+1 (503) 555-0142',
    location: 'Seattle, WA',
    images: [{ url: '/uploads/images/ab/om1.webp', thumbUrl: '/uploads/images/ab/om1-thumb.webp' }],
    ...overrides,
  };
}
