import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A timestamp column as microseconds since 1970, the precision PostgreSQL keeps: compared in JavaScript, a
 * millisecond Date would call two rows written in the same millisecond equal.
 */
export function epochMicros(column: AnyColumn): SQL<number> {
  return sql<number>`(extract(epoch from ${column}) * 1000000)::float8`;
}
