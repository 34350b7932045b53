import { isExpiryInPast, parseExpiry } from './card-expiry';
import { cardNumberDigits, cvcLength, isCardNumberComplete } from './card-number';

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardFieldErrors = Partial<Record<CardField, string>>;

export interface SandboxCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type SandboxCardValidation = { ok: true; card: SandboxCard } | { ok: false; errors: CardFieldErrors };

/**
 * What Stripe's card field says before anything is sent (same wording); whether the number exists, is a test
 * card or is declined is the provider's answer.
 */
export function validateSandboxCard(values: SandboxCardValues, now = new Date()): SandboxCardValidation {
  const errors: CardFieldErrors = {};
  if (!isCardNumberComplete(values.number)) errors.number = 'Your card number is incomplete.';

  const expiry = parseExpiry(values.expiry);
  if (!expiry) errors.expiry = "Your card's expiration date is incomplete.";
  else if (isExpiryInPast(expiry, now)) errors.expiry = "Your card's expiration year is in the past.";

  if (cardNumberDigits(values.cvc).length !== cvcLength(values.number)) {
    errors.cvc = "Your card's security code is incomplete.";
  }

  if (!expiry || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    card: {
      number: cardNumberDigits(values.number),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: cardNumberDigits(values.cvc),
    },
  };
}

/** The sandbox names the field it refuses as "card.number", "card.expiry" or "card.cvc". */
export function cardFieldFromApi(field: string | undefined): CardField | undefined {
  const name = field?.replace(/^card\./, '');
  return name === 'number' || name === 'expiry' || name === 'cvc' ? name : undefined;
}
