import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { requestLogSerializers } from './lib/request-log.ts';
import type { Database } from './db/database.ts';
import staticFiles from './plugins/external/static-files.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import rateLimits from './plugins/external/rate-limits.ts';
import databasePlugin from './plugins/app/database.ts';
import readCache from './plugins/app/read-cache.ts';
import errorHandler from './plugins/app/error-handler.ts';
import healthRoutes from './routes/api/health/index.ts';
import productRoutes from './routes/api/products/index.ts';
import categoryRoutes from './routes/api/categories/index.ts';
import sellerVerifiedRoutes from './routes/api/sellers/verified.ts';
import newsletterRoutes from './routes/api/newsletter/index.ts';
import authentication from './plugins/app/authentication.ts';
import routeAccess from './plugins/app/route-access.ts';
import jwtRoutes from './routes/api/auth/jwt.ts';
import userRoutes from './routes/api/users/index.ts';
import userAdminRoutes from './routes/api/admin/user-admin.ts';
import { createAccessTokens } from './auth/access-token.ts';
import { resolveJwtSecret } from './auth/jwt-secret.ts';
import imageRoutes from './routes/api/images/index.ts';
import clientConfigRoutes from './routes/api/client-config/index.ts';
import myProductRoutes from './routes/api/my-products/index.ts';
import orderRoutes from './routes/api/orders/index.ts';
import paymentRoutes from './routes/api/payments/index.ts';
import sandboxPaymentRoutes from './routes/api/payments/sandbox.ts';
import stripeWebhookRoutes from './routes/api/payments/webhook.ts';
import { createPaymentProvider } from './payments/payment-provider.ts';
import wishlistRoutes from './routes/api/wishlist/index.ts';
import reportRoutes from './routes/api/reports/index.ts';
import { createLocalDiskImageStorage } from './images/image-storage.ts';
import { createIdentityVerifier, type IdentityVerifier } from './auth/identity-verifier.ts';

export type AppDependencies = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to Firebase Auth (or its emulator); tests pass their own. */
  identityVerifier?: IdentityVerifier;
};

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp({ config, database, logger, identityVerifier }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, serializers: requestLogSerializers },
    bodyLimit: 64 * 1024,
    trustProxy: config.env === 'production',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(securityHeaders, { config });
  await app.register(rateLimits, { config });
  await app.register(compress, { threshold: 1024 });

  // Application plugins.
  await app.register(errorHandler);
  await app.register(databasePlugin, { database });
  if (config.readCache) await app.register(readCache, { maxBytes: config.readCacheMaxBytes });
  await app.register(authentication, {
    accessTokens: createAccessTokens(await resolveJwtSecret(config.jwtSecret, config.dataDir)),
    identityVerifier: identityVerifier ?? createIdentityVerifier(config.auth),
  });
  await app.register(routeAccess);

  // Routes.
  const payments = createPaymentProvider(config.payments, database.db);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(clientConfigRoutes, { config });
      await api.register(productRoutes);
      await api.register(categoryRoutes);
      await api.register(sellerVerifiedRoutes);
      await api.register(newsletterRoutes);
      await api.register(jwtRoutes, { adminEmails: config.adminEmails });
      await api.register(userRoutes, { adminEmails: config.adminEmails });
      await api.register(userAdminRoutes);
      await api.register(myProductRoutes);
      await api.register(orderRoutes);
      await api.register(wishlistRoutes);
      await api.register(reportRoutes);
      await api.register(paymentRoutes, { gateway: payments.gateway });
      if (payments.kind === 'sandbox') await api.register(sandboxPaymentRoutes, { sandbox: payments.sandbox });
      if (payments.kind === 'stripe') await api.register(stripeWebhookRoutes, payments);
      await api.register(imageRoutes, { storage: createLocalDiskImageStorage(config.uploadsDir) });
    },
    { prefix: '/api' },
  );
  await app.register(staticFiles, { webDistDir: config.webDistDir, uploadsDir: config.uploadsDir });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
