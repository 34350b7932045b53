import { z } from 'zod';

/** A replica's health: ok, and which version (and, where the deploy set BUILD_ID, which build) it runs. */
export const healthSchema = z.object({
  ok: z.literal(true),
  version: z.string(),
  build: z.string().optional(),
});
