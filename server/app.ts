import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import staticFiles from './plugins/external/static-files.ts';
import databasePlugin from './plugins/app/database.ts';
import errorHandler from './plugins/app/error-handler.ts';
import healthRoutes from './routes/api/health/index.ts';
import productRoutes from './routes/api/products/index.ts';
import categoryRoutes from './routes/api/categories/index.ts';
import sellerVerifiedRoutes from './routes/api/sellers/verified.ts';
import newsletterRoutes from './routes/api/newsletter/index.ts';

export type AppDependencies = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
export async function buildApp({ config, database, logger }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 64 * 1024,
    trustProxy: config.env === 'production',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(compress, { threshold: 1024 });

  // Application plugins.
  await app.register(errorHandler);
  await app.register(databasePlugin, { database });

  // Routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(productRoutes);
      await api.register(categoryRoutes);
      await api.register(sellerVerifiedRoutes);
      await api.register(newsletterRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(staticFiles, { webDistDir: config.webDistDir, uploadsDir: config.uploadsDir });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
