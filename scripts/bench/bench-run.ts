import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface BenchRun {
  /** A folder of the run's own, removed when it ends. */
  tempDir: string;
  /** Stops what the run started (a server, a proxy, a browser) when it ends, Ctrl-C included; last started, first stopped. */
  onEnd(stop: () => Promise<unknown>): void;
  /** Writes the figures to test-results/bench/<name>.json, with the time and the machine's load average. */
  writeResult(figures: Record<string, unknown>): Promise<void>;
  log(line: string): void;
}

/** Runs one benchmark with its own temporary folder, and cleans up whatever it started however it ends. */
export async function runBench(name: string, body: (run: BenchRun) => Promise<void>): Promise<void> {
  const log = (line: string) => console.log(`[bench:${name}] ${line}`);
  const tempDir = await mkdtemp(path.join(os.tmpdir(), `shutterswap-bench-${name}-`));
  const stops: Array<() => Promise<unknown>> = [];
  const cleanUp = async () => {
    for (let stop = stops.pop(); stop; stop = stops.pop()) await stop();
    await rm(tempDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  const writeResult = async (figures: Record<string, unknown>) => {
    const file = `test-results/bench/${name}.json`;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures, loadAverage: os.loadavg() }, null, 2)}\n`,
    );
    log(`Wrote ${file}.`);
  };
  try {
    await body({ tempDir, onEnd: (stop) => stops.push(stop), writeResult, log });
  } finally {
    await cleanUp();
  }
}

/** The cores and the load they carried, printed under each benchmark's figures. */
export function describeMachine(): string {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${load}`;
}
