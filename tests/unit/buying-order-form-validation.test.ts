import { describe, expect, it } from 'vitest';
import { isOrderField, validateOrderForm } from '../../src/features/buying/lib/order-form-validation';

describe('validateOrderForm', () => {
  it('accepts a contact number and a meeting place, trimmed', () => {
    expect(validateOrderForm({ buyerPhone: ' +1 (206) 555-0199 ', meetingPlace: '  Pike Place Market ' })).toEqual({
      ok: true,
      values: { buyerPhone: '+1 (206) 555-0199', meetingPlace: 'Pike Place Market' },
    });
  });

  it('requires both fields', () => {
    expect(validateOrderForm({ buyerPhone: '  ', meetingPlace: '' })).toEqual({
      ok: false,
      errors: { buyerPhone: 'Enter your contact number.', meetingPlace: 'Enter your preferred meeting place.' },
    });
  });

  it("checks the number with the contract's rule", () => {
    const letters = validateOrderForm({ buyerPhone: 'call me', meetingPlace: 'Pike Place Market' });
    expect(letters).toEqual({
      ok: false,
      errors: { buyerPhone: 'Enter a contact number (digits, spaces, +, - and brackets)' },
    });
    const short = validateOrderForm({ buyerPhone: '12-34 5', meetingPlace: 'Pike Place Market' });
    expect(short).toEqual({ ok: false, errors: { buyerPhone: 'Enter a contact number with at least 7 digits' } });
  });

  it('wants a meeting place of a few letters at least', () => {
    expect(validateOrderForm({ buyerPhone: '2065550199', meetingPlace: 'ab' })).toEqual({
      ok: false,
      errors: { meetingPlace: 'Enter a meeting place' },
    });
  });
});

describe('isOrderField', () => {
  it('recognises the fields the server may name in a 400', () => {
    expect(isOrderField('buyerPhone')).toBe(true);
    expect(isOrderField('meetingPlace')).toBe(true);
    expect(isOrderField('productID')).toBe(false);
  });
});
