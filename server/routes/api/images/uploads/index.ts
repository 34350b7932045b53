import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageUploadParamsSchema, uploadedImageSchema } from '@contract/images.ts';
import { findClientUpload } from '@server/images/uploaded-images.ts';
import { notFound } from '@server/lib/http-errors.ts';

/**
 * GET /api/images/uploads/{uploadId}: the caller's upload made under this id, answered as POST /api/images answered
 * it; 404 when none arrived. A device whose upload answer was lost asks here before sending the photo again.
 */
const imageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { params: imageUploadParamsSchema, response: { 200: uploadedImageSchema } };
  app.get('/:uploadId', { config: { access: 'signed-in' }, schema }, async (request) => {
    const data = await findClientUpload(app.db, request.currentUser!.id, request.params.uploadId);
    if (!data) throw notFound('No photo was uploaded under this id');
    return { success: true as const, data };
  });
};

export default imageUploadRoutes;
