import { clientConfigSchema, type ClientConfig } from '@contract/client-config';
import { getJson } from './http';

let cached: Promise<ClientConfig> | undefined;

/** The providers' public configuration, read once per page load (GET /api/client-config). */
export function getClientConfig(): Promise<ClientConfig> {
  cached ??= getJson('/api/client-config', clientConfigSchema).catch((error: unknown) => {
    cached = undefined; // offline or a hiccup: the next caller tries again
    throw error;
  });
  return cached;
}
