import { z } from 'zod';

/** The years a date the API takes may fall in: a phone's clock reset to 1970, or year 0000, is not a date we store. */
export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;

/**
 * The one rule for a date and time the API takes: ISO 8601 with an offset, a real calendar date, between
 * EARLIEST_YEAR and LATEST_YEAR. `message` says what the field wants.
 */
export function dateTime(message: string) {
  return z
    .string()
    .datetime({ offset: true, message })
    .refine(
      (value) => {
        const time = Date.parse(value);
        if (Number.isNaN(time)) return false;
        const year = new Date(time).getUTCFullYear();
        return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
      },
      { message: `${message} between ${EARLIEST_YEAR} and ${LATEST_YEAR}` },
    );
}
