import { describe, expect, it } from 'vitest';
import { cardFieldFromApi, validateSandboxCard } from '../../src/features/buying/lib/sandbox-card-validation';

const now = new Date(2030, 0, 10);

describe('validateSandboxCard', () => {
  it('turns the form into the card the sandbox confirms', () => {
    expect(validateSandboxCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, now)).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
  });

  it("says what is incomplete in Stripe's words", () => {
    expect(validateSandboxCard({ number: '4242', expiry: '1', cvc: '' }, now)).toEqual({
      ok: false,
      errors: {
        number: 'Your card number is incomplete.',
        expiry: "Your card's expiration date is incomplete.",
        cvc: "Your card's security code is incomplete.",
      },
    });
  });

  it('refuses an expiry in the past', () => {
    const result = validateSandboxCard({ number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' }, now);
    expect(result).toEqual({ ok: false, errors: { expiry: "Your card's expiration year is in the past." } });
  });

  it('wants a 4-digit CVC for American Express', () => {
    const result = validateSandboxCard({ number: '3782 822463 10005', expiry: '12/34', cvc: '123' }, now);
    expect(result.ok).toBe(false);
    expect(validateSandboxCard({ number: '3782 822463 10005', expiry: '12/34', cvc: '1234' }, now).ok).toBe(true);
  });

  it('leaves declines to the provider: a declining test card passes', () => {
    expect(validateSandboxCard({ number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' }, now).ok).toBe(true);
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
