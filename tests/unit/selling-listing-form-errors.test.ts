import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { errorsFromServer, firstInvalidField, validateListing } from '@/features/selling/lib/listing-form-errors';
import { EMPTY_LISTING_FORM, type ListingFormState } from '@/features/selling/lib/listing-form-state';

const PHOTO = { url: '/uploads/images/ab/om1.webp', thumbUrl: '/uploads/images/ab/om1-thumb.webp' };

const filledForm: ListingFormState = {
  name: 'Olympus OM-1n',
  category: 'Film',
  condition: 'Excellent',
  originalPrice: '450',
  resellPrice: '$1,289.50',
  purchaseYear: '2012',
  usedYears: '6',
  description: 'Clean OM-1n with a fresh light seal kit. Meter works with a 1.35 V cell adapter.',
  phone: '+1 (503) 555-0142',
  location: 'Seattle, WA',
};

describe('validateListing', () => {
  it('turns a filled form into the listing the server takes, prices and years as numbers', () => {
    const result = validateListing(filledForm, [PHOTO]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.listing).toMatchObject({ resellPrice: 1289.5, originalPrice: 450, purchaseYear: 2012, usedYears: 6 });
    expect(result.listing.images).toEqual([PHOTO]);
  });

  it('gives every empty field its own message from the contract schema', () => {
    const result = validateListing(EMPTY_LISTING_FORM, []);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      images: 'Add at least one photo',
      name: 'Enter a name of at least 3 characters',
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

  it('keeps one message per field, the first the schema reports', () => {
    const result = validateListing({ ...filledForm, originalPrice: '-3.333' }, [PHOTO]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ originalPrice: 'The original price must be at least $0.01' });
  });

  it('puts the cross-field rule under years used', () => {
    const result = validateListing(
      { ...filledForm, purchaseYear: String(new Date().getFullYear() - 2), usedYears: '5' },
      [PHOTO],
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual({ usedYears: 'Years used cannot be more than the years since purchase' });
  });
});

describe('errorsFromServer', () => {
  it("puts a 400 under the field the server names, without the server's field prefix", () => {
    const error = new ApiError(400, 'bad_request', 'resellPrice: The asking price must be more than $0', 'resellPrice');
    expect(errorsFromServer(error)).toEqual({ resellPrice: 'The asking price must be more than $0' });
  });

  it('files a message about one photo under the photos', () => {
    const error = new ApiError(400, 'bad_request', 'images.1.url: Upload photos through Shutterswap', 'images.1.url');
    expect(errorsFromServer(error)).toEqual({ images: 'Upload photos through Shutterswap' });
  });

  it('keeps a message without the prefix as it is', () => {
    const error = new ApiError(
      400,
      'bad_request',
      'Years used cannot be more than the years since purchase',
      'usedYears',
    );
    expect(errorsFromServer(error)).toEqual({ usedYears: 'Years used cannot be more than the years since purchase' });
  });

  it('shows other refusals and network trouble for the whole form', () => {
    expect(errorsFromServer(new ApiError(409, 'conflict', 'This item has been sold'))).toEqual({
      form: 'This item has been sold',
    });
    expect(errorsFromServer(new ApiError(400, 'bad_request', 'Unknown', 'sellerEmail'))).toEqual({ form: 'Unknown' });
    expect(errorsFromServer('boom')).toEqual({ form: 'That did not work. Please try again.' });
  });
});

describe('firstInvalidField', () => {
  it("follows the form's order: photos, then the item, price, contact", () => {
    expect(firstInvalidField({ location: 'x', resellPrice: 'y', name: 'z' })).toBe('name');
    expect(firstInvalidField({ location: 'x', images: 'y' })).toBe('images');
    expect(firstInvalidField({ form: 'x' })).toBeUndefined();
  });
});
