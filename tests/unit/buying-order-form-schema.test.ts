import { describe, expect, it } from 'vitest';
import { orderFormSchema } from '@/features/buying/lib/order-form-schema';
import { formResult } from '@tests/unit/support/schema-messages';

describe('the order form schema', () => {
  it('accepts a contact number and a meeting place, trimmed', () => {
    expect(
      formResult(orderFormSchema, { buyerPhone: ' +1 (206) 555-0199 ', meetingPlace: '  Pike Place Market ' }),
    ).toEqual({ ok: true, values: { buyerPhone: '+1 (206) 555-0199', meetingPlace: 'Pike Place Market' } });
  });

  it('requires both fields', () => {
    expect(formResult(orderFormSchema, { buyerPhone: '  ', meetingPlace: '' })).toEqual({
      ok: false,
      errors: { buyerPhone: 'Enter your contact number.', meetingPlace: 'Enter your preferred meeting place.' },
    });
  });

  it("checks the number with the contract's rule", () => {
    expect(formResult(orderFormSchema, { buyerPhone: 'call me', meetingPlace: 'Pike Place Market' })).toEqual({
      ok: false,
      errors: { buyerPhone: 'Enter a contact number (digits, spaces, +, - and brackets)' },
    });
    expect(formResult(orderFormSchema, { buyerPhone: '12-34 5', meetingPlace: 'Pike Place Market' })).toEqual({
      ok: false,
      errors: { buyerPhone: 'Enter a contact number with at least 7 digits' },
    });
  });

  it('wants a meeting place of a few letters at least', () => {
    expect(formResult(orderFormSchema, { buyerPhone: '2065550199', meetingPlace: 'ab' })).toEqual({
      ok: false,
      errors: { meetingPlace: 'Enter a meeting place' },
    });
  });
});
