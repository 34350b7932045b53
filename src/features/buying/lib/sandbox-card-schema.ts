import { z } from 'zod';
import { isExpiryInPast, parseExpiry } from './card-expiry';
import { cardNumberDigits, cvcLength, isCardNumberComplete } from './card-number';

export type CardField = 'number' | 'expiry' | 'cvc';

/**
 * The card form, checked as Stripe's card field checks it before anything is sent (same wording), and turned into
 * the card the sandbox confirms. Whether the number exists, is a test card or is declined is the provider's answer.
 */
export const sandboxCardSchema = z
  .object({ number: z.string(), expiry: z.string(), cvc: z.string() })
  .superRefine((values, context) => {
    if (!isCardNumberComplete(values.number)) {
      context.addIssue({ code: 'custom', path: ['number'], message: 'Your card number is incomplete.' });
    }
    const expiry = parseExpiry(values.expiry);
    if (!expiry) {
      context.addIssue({ code: 'custom', path: ['expiry'], message: "Your card's expiration date is incomplete." });
    } else if (isExpiryInPast(expiry, new Date())) {
      context.addIssue({ code: 'custom', path: ['expiry'], message: "Your card's expiration year is in the past." });
    }
    if (cardNumberDigits(values.cvc).length !== cvcLength(values.number)) {
      context.addIssue({ code: 'custom', path: ['cvc'], message: "Your card's security code is incomplete." });
    }
  })
  .transform((values) => {
    // The checks above passed, so the expiry parses.
    const expiry = parseExpiry(values.expiry) ?? { month: 0, year: 0 };
    return {
      number: cardNumberDigits(values.number),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: cardNumberDigits(values.cvc),
    };
  });
export type SandboxCard = z.output<typeof sandboxCardSchema>;

/** The sandbox names the field it refuses as "card.number", "card.expiry" or "card.cvc". */
export function cardFieldFromApi(field: string | undefined): CardField | undefined {
  const name = field?.replace(/^card\./, '');
  return name === 'number' || name === 'expiry' || name === 'cvc' ? name : undefined;
}
