import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Clears the data folders earlier runs on these ports left behind (playwright.config.ts: a seeded snapshot and a copy
 * per worker). They cannot go at the end of their own run: the servers, stopped after every teardown, still write
 * into them as they stop.
 */
export default function globalSetup(): void {
  const current = `shutterswap-e2e-${process.env.E2E_BASE_PORT}-${process.env.E2E_RUN_ID}`;
  const prefix = `shutterswap-e2e-${process.env.E2E_BASE_PORT}-`;
  for (const entry of readdirSync(os.tmpdir())) {
    if (entry.startsWith(prefix) && entry !== current) {
      rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
    }
  }
}
