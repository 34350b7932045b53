import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardFieldFromApi, sandboxCardSchema } from '@/features/buying/lib/sandbox-card-schema';
import { formResult } from '@tests/unit/support/schema-messages';

const validateSandboxCard = (values: { number: string; expiry: string; cvc: string }) =>
  formResult(sandboxCardSchema, values);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 0, 10));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sandboxCardSchema', () => {
  it('turns the form into the card the sandbox confirms', () => {
    expect(validateSandboxCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).toEqual({
      ok: true,
      values: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
  });

  it("says what is incomplete in Stripe's words", () => {
    expect(validateSandboxCard({ number: '4242', expiry: '1', cvc: '' })).toEqual({
      ok: false,
      errors: {
        number: 'Your card number is incomplete.',
        expiry: "Your card's expiration date is incomplete.",
        cvc: "Your card's security code is incomplete.",
      },
    });
  });

  it('refuses an expiry in the past', () => {
    const result = validateSandboxCard({ number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' });
    expect(result).toEqual({ ok: false, errors: { expiry: "Your card's expiration year is in the past." } });
  });

  it('wants a 4-digit CVC for American Express', () => {
    const result = validateSandboxCard({ number: '3782 822463 10005', expiry: '12/34', cvc: '123' });
    expect(result.ok).toBe(false);
    expect(validateSandboxCard({ number: '3782 822463 10005', expiry: '12/34', cvc: '1234' }).ok).toBe(true);
  });

  it('leaves declines to the provider: a declining test card passes', () => {
    expect(validateSandboxCard({ number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' }).ok).toBe(true);
  });
});

describe('cardFieldFromApi', () => {
  it("maps the sandbox's field names to the form's", () => {
    expect(cardFieldFromApi('card.number')).toBe('number');
    expect(cardFieldFromApi('card.expiry')).toBe('expiry');
    expect(cardFieldFromApi('card.cvc')).toBe('cvc');
    expect(cardFieldFromApi('productId')).toBeUndefined();
    expect(cardFieldFromApi(undefined)).toBeUndefined();
  });
});
