import { describe, expect, it } from 'vitest';
import { listingFormSchema } from '@/features/selling/lib/listing-form-schema';
import {
  EMPTY_LISTING_FORM,
  firstInvalidField,
  type ListingFormValues,
} from '@/features/selling/lib/listing-form-state';

const PHOTO = { url: '/uploads/images/ab/om1.webp', thumbUrl: '/uploads/images/ab/om1-thumb.webp' };

const filledForm: ListingFormValues = {
  name: 'Olympus OM-1n',
  type: 'camera',
  brand: '',
  mount: '',
  category: 'Film',
  grade: '',
  shutterCount: '',
  condition: 'Excellent',
  originalPrice: '450',
  resellPrice: '$1,289.50',
  purchaseYear: '2012',
  usedYears: '6',
  description: 'Clean OM-1n with a fresh light seal kit. Meter works with a 1.35 V cell adapter.',
  phone: '+1 (503) 555-0142',
  location: 'Seattle, WA',
  included: [],
  images: [PHOTO],
};

/** Each field's messages, in the order the schema reports them. */
function messages(values: ListingFormValues): Record<string, string[]> {
  const parsed = listingFormSchema.safeParse(values);
  const found: Record<string, string[]> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    (found[String(issue.path[0])] ??= []).push(issue.message);
  }
  return found;
}

describe('listingFormSchema', () => {
  it('turns a filled form into the listing the server takes, prices and years as numbers', () => {
    const parsed = listingFormSchema.safeParse(filledForm);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      resellPrice: 1289.5,
      originalPrice: 450,
      purchaseYear: 2012,
      usedYears: 6,
      type: 'camera',
      brand: 'Olympus',
      mount: null,
      grade: null,
      shutterCount: null,
      included: [],
      images: [PHOTO],
    });
  });

  it('gives every empty field its own message from the contract schema', () => {
    const firsts = Object.fromEntries(
      Object.entries(messages({ ...EMPTY_LISTING_FORM, images: [] })).map(([field, [first]]) => [field, first]),
    );
    expect(firsts).toEqual({
      images: 'Add at least one photo',
      name: 'Enter a name of at least 3 characters',
      type: 'Choose camera, lens or accessory',
      category: 'Choose a category',
      condition: 'Choose a condition',
      originalPrice: 'Enter the original price as a number',
      resellPrice: 'Enter the asking price as a number',
      purchaseYear: 'Enter the purchase year as a whole number',
      usedYears: 'Enter the years used as a whole number',
      description: 'Describe the item in at least 20 characters',
      phone: 'Enter a phone number (digits, spaces, +, - and brackets)',
      location: 'Enter where the item can be seen',
    });
  });

  it('reports the minimum first for a negative price with too many decimals', () => {
    expect(messages({ ...filledForm, originalPrice: '-3.333' }).originalPrice?.[0]).toBe(
      'The original price must be at least $0.01',
    );
  });

  it('puts the cross-field rule under years used', () => {
    expect(messages({ ...filledForm, purchaseYear: String(new Date().getFullYear() - 2), usedYears: '5' })).toEqual({
      usedYears: ['Years used cannot be more than the years since purchase'],
    });
  });
});

describe('firstInvalidField', () => {
  it("follows the form's order: photos, then the item, price, contact", () => {
    expect(firstInvalidField({ location: 'x', resellPrice: 'y', name: 'z' })).toBe('name');
    expect(firstInvalidField({ location: 'x', images: 'y' })).toBe('images');
    expect(firstInvalidField({ root: 'x' })).toBeUndefined();
  });
});
