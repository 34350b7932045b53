import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE_FOR_A_YEAR } from '@server/lib/cache-control.ts';
import type { BucketImageStorage } from '@server/images/bucket-image-storage.ts';

type Options = { uploadsDir: string; bucket: BucketImageStorage | null };

/** What the app stores: photos named by their digest, in folders (images/ab/…webp, demo/…webp). */
const PHOTO_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.webp$/;

/**
 * Uploaded photos at /uploads/<key>: from the local disk, or from the photo bucket, so any replica answers any
 * photo. Names are content digests, so answers are cached for a year.
 */
export default fp<Options>(async (app, { uploadsDir, bucket }) => {
  if (!bucket) {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: 31_536_000_000,
      immutable: true,
    });
    return;
  }
  app.addHook('onClose', async () => bucket.close());
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const bytes = PHOTO_KEY.test(key) ? await bucket.read(key) : null;
    if (!bytes) return reply.callNotFound();
    return reply.type('image/webp').header('cache-control', IMMUTABLE_FOR_A_YEAR).send(bytes);
  });
});
