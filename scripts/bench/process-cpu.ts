/** CPU time of this machine's processes, read from /proc: what a replica, the database and the load generator used. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type pg from 'pg';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** User and system CPU seconds the process has used so far (0 once it is gone). */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of the PostgreSQL backends serving `database` now, by pid (a pool's connections come and go). */
export async function backendCpu(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return new Map(rows.map(({ pid }) => [pid, cpuSecondsOf(pid)]));
}

/** What the backends used between two readings; a backend that started meanwhile counts from zero. */
export function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, seconds] of after) used += seconds - (before.get(pid) ?? 0);
  return used;
}

/**
 * Pins a process (all its threads) to one CPU or a list (`0-1`): `taskset`, so the replica and the load generator
 * never share one. Processes it starts afterwards inherit the pinning.
 */
export function pinToCpu(pid: number, cpu: number | string): void {
  execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
}

/** Every CPU of the machine, as taskset writes them: undoes an inherited pinning. */
export const ALL_CPUS = `0-${os.cpus().length - 1}`;

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
