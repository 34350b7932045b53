import { z } from 'zod';

/** What the browser needs to know about the providers; read at run time so one build fits all. */
export const clientConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    /** Set when the local Firebase Auth Emulator stands in for Firebase, e.g. http://127.0.0.1:9099 */
    emulatorUrl: z.string().nullable(),
  }),
  payments: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('sandbox') }),
    z.object({ provider: z.literal('stripe'), publishableKey: z.string() }),
  ]),
  /** The server's VAPID public key: browsers subscribe to Web Push with it. */
  push: z.object({ vapidPublicKey: z.string() }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
