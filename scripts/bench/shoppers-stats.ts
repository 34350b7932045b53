/** Counts and latencies of the load test's requests, per kind of request. */

export type Outcome = 'ok' | 'expected' | 'unexpected' | 'error';
export type KindSummary = {
  requests: number;
  ok: number;
  expected: number;
  unexpected: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export class Stats {
  private readonly latencies = new Map<string, number[]>();
  private readonly outcomes = new Map<string, Record<Outcome, number>>();
  /** The first few unexpected answers and errors, to show what went wrong. */
  readonly samples: string[] = [];

  record(kind: string, ms: number, outcome: Outcome, detail?: string): void {
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
    const counts = this.outcomes.get(kind) ?? { ok: 0, expected: 0, unexpected: 0, error: 0 };
    counts[outcome] += 1;
    this.outcomes.set(kind, counts);
    if ((outcome === 'error' || outcome === 'unexpected') && this.samples.length < 20)
      this.samples.push(`${kind}: ${detail ?? outcome}`);
  }

  summary(): Record<string, KindSummary> {
    const result: Record<string, KindSummary> = {};
    for (const [kind, list] of this.latencies) {
      const sorted = [...list].sort((a, b) => a - b);
      const counts = this.outcomes.get(kind)!;
      result[kind] = {
        requests: list.length,
        ok: counts.ok,
        expected: counts.expected,
        unexpected: counts.unexpected,
        errors: counts.error,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      };
    }
    return result;
  }
}
