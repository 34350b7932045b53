import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * During a rolling deploy the first replica of a new version migrates the database while replicas of the old version
 * still serve on it, so a migration may only expand: add tables, columns that are nullable or have a default,
 * indexes. What would break the running version (dropping, renaming, retyping or tightening what it reads) waits
 * for a later release, once no replica runs the code that reads it, and says so in a `-- contract:` line naming
 * the release that stopped reading it. Migrations up to 0009 predate the rule and have all run.
 */
const MIGRATIONS = path.resolve('server/db/migrations');
const LAST_BEFORE_THE_RULE = 9;

const BREAKING: Array<[RegExp, string]> = [
  [/\bdrop\s+table\b/i, 'drops a table'],
  [/\bdrop\s+column\b/i, 'drops a column'],
  [/\brename\b/i, 'renames'],
  [/\balter\s+column\s+"?\w+"?\s+(set\s+data\s+)?type\b/i, "changes a column's type"],
  [/\bset\s+not\s+null\b/i, 'makes a column NOT NULL'],
  [/\badd\s+column\b(?![^;]*\bdefault\b)[^;]*\bnot\s+null\b/i, 'adds a NOT NULL column without a default'],
];

/** What in this migration would break the replicas still running the previous version. */
function breaksOldReplicas(sql: string): string[] {
  if (/^--\s*contract:/im.test(sql)) return [];
  return BREAKING.filter(([pattern]) => pattern.test(sql)).map(([, what]) => what);
}

describe('migrations are expand-then-contract', () => {
  it('tells an expanding migration from one that would break the running version', () => {
    expect(breaksOldReplicas('ALTER TABLE "orders" ADD COLUMN "note" text;')).toEqual([]);
    expect(breaksOldReplicas('ALTER TABLE "orders" ADD COLUMN "tries" integer DEFAULT 0 NOT NULL;')).toEqual([]);
    expect(breaksOldReplicas('CREATE INDEX "orders_status_idx" ON "orders" ("status");')).toEqual([]);
    expect(breaksOldReplicas('ALTER TABLE "orders" DROP COLUMN "buyer_phone";')).toEqual(['drops a column']);
    expect(breaksOldReplicas('ALTER TABLE "orders" RENAME COLUMN "note" TO "notes";')).toEqual(['renames']);
    expect(breaksOldReplicas('ALTER TABLE "orders" ADD COLUMN "tries" integer NOT NULL;')).toEqual([
      'adds a NOT NULL column without a default',
    ]);
    expect(breaksOldReplicas('ALTER TABLE "payments" ALTER COLUMN "order_id" SET NOT NULL;')).toEqual([
      'makes a column NOT NULL',
    ]);
    expect(breaksOldReplicas('ALTER TABLE "products" ALTER COLUMN "post_time" SET DATA TYPE timestamp (3);')).toEqual([
      "changes a column's type",
    ]);
    expect(breaksOldReplicas('-- contract: 0.3.0 no longer reads it\nALTER TABLE "orders" DROP COLUMN "x";')).toEqual(
      [],
    );
  });

  it('every migration since the rule only expands, or says which release it contracts after', () => {
    const breaking = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.sql') && Number.parseInt(file, 10) > LAST_BEFORE_THE_RULE)
      .flatMap((file) =>
        breaksOldReplicas(readFileSync(path.join(MIGRATIONS, file), 'utf8')).map((what) => `${file} ${what}`),
      );
    expect(breaking).toEqual([]);
  });
});
