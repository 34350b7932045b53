/** Prices travel as dollars and are stored as integer cents, so no float ever reaches the database. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}
