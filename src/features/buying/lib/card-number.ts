/** American Express numbers start with 34 or 37, run to 15 digits and are grouped 4-6-5 with a 4-digit CVC. */
export function isAmexNumber(digits: string): boolean {
  return /^3[47]/.test(digits);
}

export function cardNumberDigits(input: string): string {
  return input.replace(/\D/g, '');
}

export function maxCardNumberDigits(digits: string): number {
  return isAmexNumber(digits) ? 15 : 19;
}

/** "4242424242424242" → "4242 4242 4242 4242"; Amex "378282246310005" → "3782 822463 10005". */
export function formatCardNumber(input: string): string {
  const digits = cardNumberDigits(input);
  const kept = digits.slice(0, maxCardNumberDigits(digits));
  const groups = isAmexNumber(kept)
    ? [kept.slice(0, 4), kept.slice(4, 10), kept.slice(10)]
    : (kept.match(/.{1,4}/g) ?? []);
  return groups.filter(Boolean).join(' ');
}

/** Long enough to send: 15 digits for Amex, at least 16 for the others (the provider checks the rest). */
export function isCardNumberComplete(input: string): boolean {
  const digits = cardNumberDigits(input);
  return digits.length >= (isAmexNumber(digits) ? 15 : 16);
}

export function cvcLength(cardNumber: string): number {
  return isAmexNumber(cardNumberDigits(cardNumber)) ? 4 : 3;
}

export function formatCvc(input: string): string {
  return cardNumberDigits(input).slice(0, 4);
}
