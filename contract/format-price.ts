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
