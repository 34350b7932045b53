import { centsToDollars } from './money.ts';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** "$450", "$1,299", "$12.50" — whole dollars without cents, as listings are usually priced. */
export function formatPrice(amount: number): string {
  const formatted = dollars.format(amount);
  return /\.\d$/.test(formatted) ? `${formatted}0` : formatted;
}

/** A price stored as integer cents, as `formatPrice` shows it: 199900 is "$1,999". */
export function formatCents(cents: number): string {
  return formatPrice(centsToDollars(cents));
}
