import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  imageUploadQuerySchema,
  MAX_IMAGE_UPLOAD_BYTES,
  uploadedImageSchema,
  type UploadedImage,
} from '@contract/images.ts';
import { createBoundedQueue, QueueFullError } from '@server/images/bounded-queue.ts';
import { processImage } from '@server/images/process-image.ts';
import { recordClientUpload, recordUpload } from '@server/images/uploaded-images.ts';
import { HttpError, badRequest } from '@server/lib/http-errors.ts';
import type { RouteOptions } from '@server/route-options.ts';

/** Photos decoded at once, and how many more may wait: decoding takes tens of MB each. */
const PROCESSING = { concurrency: 2, maxWaiting: 4 };

const RETRY_AFTER_SECONDS = 5;

/** Pictures someone signed in but still registering may upload an hour: their profile picture, a few tries. */
const REGISTERING_UPLOADS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** The bytes of the `image` part; a broken multipart body is the sender's mistake (400), too large is 413. */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'image') throw badRequest('Attach a photo in the field "image"', 'image');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode === 413) throw error;
    throw badRequest('The upload was cut off or malformed. Please try again.', 'image');
  }
}

/**
 * POST /api/images: multipart field `image`; answers the display and thumbnail URLs. With `?uploadId=` (a signed-in
 * device's own id for the upload) the answer is kept, for a try whose answer was lost to ask for.
 */
const imageRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { imageStorage: storage }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 0 } });
  const queue = createBoundedQueue(PROCESSING);

  const processInTurn = async (bytes: Buffer, reply: FastifyReply) => {
    try {
      return await queue.run(() => processImage(bytes));
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new HttpError(
        503,
        'unavailable',
        'Many photos are being processed right now. Please try again in a few seconds.',
        'image',
      );
    }
  };

  // A sign-in with no account yet uploads only what registration needs: a profile picture, a few tries an hour.
  const takeRegisteringUpload = async (request: FastifyRequest, reply: FastifyReply) => {
    const uid = request.verifiedIdentity?.uid ?? '';
    if (await app.takeFromBudget(`registering-upload:${uid}`, HOUR_MS, REGISTERING_UPLOADS_PER_HOUR)) return;
    reply.header('retry-after', String(HOUR_MS / 1000));
    throw new HttpError(
      429,
      'rate_limited',
      `A profile picture can be chosen ${REGISTERING_UPLOADS_PER_HOUR} times an hour while registering. Please try again later.`,
      'image',
    );
  };

  const upload = { access: 'signed-in-or-registering', rateLimit: app.rateLimits.upload } as const;
  const schema = { querystring: imageUploadQuerySchema, response: { 201: uploadedImageSchema } };
  app.post('', { config: upload, schema }, async (request, reply) => {
    if (!request.currentUser) await takeRegisteringUpload(request, reply);
    if (!request.isMultipart()) throw badRequest('Send the photo as multipart form data in the field "image"', 'image');
    const processed = await processInTurn(await readImagePart(request), reply);
    const folder = processed.digest.slice(0, 2);
    const [url, thumbUrl] = await Promise.all([
      storage.save(`images/${folder}/${processed.digest}.webp`, processed.display),
      storage.save(`images/${folder}/${processed.digest}-thumb.webp`, processed.thumb),
    ]);
    const data = { url, thumbUrl, width: processed.width, height: processed.height };
    // Someone still registering has no account yet; their picture is only ever a profile photo.
    if (request.currentUser) {
      await recordUpload(app.db, request.currentUser.id, { url, thumbUrl });
      const { uploadId } = request.query;
      if (uploadId) await recordClientUpload(app.db, request.currentUser.id, uploadId, data);
    }
    const answer: UploadedImage = { success: true, data };
    return reply.status(201).send(answer);
  });
};

export default imageRoutes;
