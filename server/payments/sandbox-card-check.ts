/**
 * The card rules of Stripe's test mode, so the sandbox behaves like the real provider: its test
 * cards succeed or fail as documented, and anything else gets Stripe's own error messages.
 */
export type CardCheck = { ok: true } | { ok: false; code: string; message: string; field: 'number' | 'expiry' | 'cvc' };

const SUCCEEDING_TEST_CARDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '378282246310005',
  '6011111111111117',
]);
const FAILING_TEST_CARDS: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function checkSandboxCard(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now = new Date(),
): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.', field: 'number' };
  }
  if (card.expMonth < 1 || card.expMonth > 12) {
    return {
      ok: false,
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      field: 'expiry',
    };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const expiresAfter = new Date(Date.UTC(year, card.expMonth, 1));
  if (expiresAfter <= now) {
    return {
      ok: false,
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is in the past.",
      field: 'expiry',
    };
  }
  const cvcLength = digits.startsWith('34') || digits.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    return { ok: false, code: 'invalid_cvc', message: "Your card's security code is invalid.", field: 'cvc' };
  }
  const failure = FAILING_TEST_CARDS[digits];
  if (failure) return { ok: false, ...failure, field: 'number' };
  if (!SUCCEEDING_TEST_CARDS.has(digits)) {
    return {
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined. Your request was in test mode, but used a non test card.',
      field: 'number',
    };
  }
  return { ok: true };
}
