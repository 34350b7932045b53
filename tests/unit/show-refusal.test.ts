import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { FORM_ERROR, refusalFrom, refusedField, showRefusal } from '@/lib/show-refusal';

const FIELDS = ['name', 'images', 'resellPrice', 'usedYears'] as const;

describe('refusedField', () => {
  it('finds the field a refusal names, a nested path or a server name is about', () => {
    expect(refusedField(FIELDS, { message: 'x', field: 'resellPrice' })).toBe('resellPrice');
    expect(refusedField(FIELDS, { message: 'x', field: 'images.1.url' })).toBe('images');
    expect(refusedField(FIELDS, { message: 'x', field: 'displayName' }, { displayName: 'name' })).toBe('name');
  });

  it('finds none for a field the form does not have, or no field at all', () => {
    expect(refusedField(FIELDS, { message: 'x', field: 'sellerEmail' })).toBeUndefined();
    expect(refusedField(FIELDS, { message: 'x' })).toBeUndefined();
  });
});

describe('showRefusal', () => {
  it("puts a 400 on the field it names, without the server's field prefix, and focuses it", () => {
    const setError = vi.fn();
    showRefusal(setError, FIELDS, {
      message: 'images.1.url: Upload photos through Shutterswap',
      field: 'images.1.url',
    });
    expect(setError).toHaveBeenCalledWith(
      'images',
      { type: 'server', message: 'Upload photos through Shutterswap' },
      { shouldFocus: true },
    );
  });

  it('keeps a message without the prefix as it is', () => {
    const setError = vi.fn();
    showRefusal(setError, FIELDS, {
      message: 'Years used cannot be more than the years since purchase',
      field: 'usedYears',
    });
    expect(setError).toHaveBeenCalledWith(
      'usedYears',
      { type: 'server', message: 'Years used cannot be more than the years since purchase' },
      { shouldFocus: true },
    );
  });

  it('shows a refusal of a field the form does not have for the whole form', () => {
    const setError = vi.fn();
    showRefusal(setError, FIELDS, { message: 'Unknown', field: 'sellerEmail' });
    expect(setError).toHaveBeenCalledWith(FORM_ERROR, { type: 'server', message: 'Unknown' });
  });
});

describe('refusalFrom', () => {
  it('keeps an API error as it is, other errors by their message, and anything else as a retry note', () => {
    const apiError = new ApiError(409, 'conflict', 'This item has been sold');
    expect(refusalFrom(apiError)).toBe(apiError);
    expect(refusalFrom(new Error('Change at least one field'))).toEqual({ message: 'Change at least one field' });
    expect(refusalFrom('boom')).toEqual({ message: 'That did not work. Please try again.' });
  });
});
