const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

/** "within an hour", "within 3 hours", "within a day", "within 2 days": a seller's median time to answer an order. */
export function responseTimeText(medianMinutes: number): string {
  if (medianMinutes <= HOUR_MINUTES) return 'within an hour';
  const hours = Math.ceil(medianMinutes / HOUR_MINUTES);
  if (hours < 24) return `within ${hours} hours`;
  if (medianMinutes <= DAY_MINUTES) return 'within a day';
  return `within ${Math.ceil(medianMinutes / DAY_MINUTES)} days`;
}
