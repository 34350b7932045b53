import { z } from 'zod';

/** `/{id}` path parameters: every id in the API is a UUID, so anything else is a 400, not a lookup. */
export const idParamsSchema = z.object({ id: z.string().uuid('This is not a valid id') });
