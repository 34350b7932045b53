export interface CardExpiry {
  month: number;
  /** Four digits, e.g. 2031. */
  year: number;
}

/**
 * Typing help for the "MM / YY" field: digits only, a leading 0 when the month cannot have two digits
 * ("4" → "04"), and the slash once the year starts ("123" → "12/3"). Deleting back over the slash works
 * because a bare "12" stays "12".
 */
export function formatExpiryInput(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "12/34", "12 / 34", "1234" or "12/2034" → { month: 12, year: 2034 }; null while incomplete or not a month. */
export function parseExpiry(input: string): CardExpiry | null {
  const match = /^\s*(?:(\d{2})(\d{2})|(\d{1,2})\s*\/\s*(\d{2}|\d{4}))\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1] ?? match[3]);
  const yearDigits = (match[2] ?? match[4])!;
  if (month < 1 || month > 12) return null;
  const year = yearDigits.length === 2 ? 2000 + Number(yearDigits) : Number(yearDigits);
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpiryInPast(expiry: CardExpiry, now = new Date()): boolean {
  const firstDayAfter = new Date(expiry.year, expiry.month, 1);
  return firstDayAfter.getTime() <= now.getTime();
}
