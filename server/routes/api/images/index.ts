import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_IMAGE_UPLOAD_BYTES, type UploadedImage } from '../../../../contract/images.ts';
import type { ImageStorage } from '../../../images/image-storage.ts';
import { processImage } from '../../../images/process-image.ts';
import { badRequest } from '../../../lib/http-errors.ts';

type Options = { storage: ImageStorage };

/** POST /images: multipart field `image`; answers the display and thumbnail URLs. */
const imageRoutes: FastifyPluginAsync<Options> = async (app, { storage }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 0 } });

  app.post('/images', { preHandler: app.authenticateAnySignIn }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('Send the photo as multipart form data in the field "image"', 'image');
    const part = await request.file();
    if (!part || part.fieldname !== 'image') throw badRequest('Attach a photo in the field "image"', 'image');
    // toBuffer throws a 413 error when the file passes the size limit.
    const processed = await processImage(await part.toBuffer());
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
