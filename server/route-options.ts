import type { Config } from './config.ts';
import type { ImageStorage } from './images/image-storage.ts';
import type { DealServices } from './orders/deal-services.ts';
import type { PushEndpointPolicy } from './notifications/push-endpoints.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';

/** What app.ts hands every route plugin under routes/ (loaded by @fastify/autoload). */
export type RouteOptions = {
  config: Config;
  payments: PaymentProvider;
  imageStorage: ImageStorage;
  deals: DealServices;
  /** The public half of the Web Push key pair, for browsers to subscribe with. */
  vapidPublicKey: string;
  /** Where the server may send pushes (server/notifications/push-endpoints.ts). */
  pushEndpoints: PushEndpointPolicy;
};
