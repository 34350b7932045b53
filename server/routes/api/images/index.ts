import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_IMAGE_UPLOAD_BYTES, type UploadedImage } from '../../../../contract/images.ts';
import type { ImageStorage } from '../../../images/image-storage.ts';
import { processImage } from '../../../images/process-image.ts';
import { HttpError, badRequest } from '../../../lib/http-errors.ts';

type Options = { storage: ImageStorage };

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

/** POST /images: multipart field `image`; answers the display and thumbnail URLs. */
const imageRoutes: FastifyPluginAsync<Options> = async (app, { storage }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 0 } });

  const upload = { access: 'signed-in-or-registering', rateLimit: app.rateLimits.upload } as const;
  app.post('/images', { config: upload }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('Send the photo as multipart form data in the field "image"', 'image');
    const processed = await processImage(await readImagePart(request));
    const folder = processed.digest.slice(0, 2);
    const [url, thumbUrl] = await Promise.all([
      storage.save(`images/${folder}/${processed.digest}.webp`, processed.display),
      storage.save(`images/${folder}/${processed.digest}-thumb.webp`, processed.thumb),
    ]);
    const answer: UploadedImage = {
      success: true,
      data: { url, thumbUrl, width: processed.width, height: processed.height },
    };
    return reply.status(201).send(answer);
  });
};

export default imageRoutes;
