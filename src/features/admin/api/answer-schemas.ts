import { z } from 'zod';

/** DELETE /api/{buyers,sellers}/delete/{id} */
export const deletedAnswerSchema = z.object({ deletedCount: z.number() });

/** PUT /api/sellers/verify/{id} */
export const modifiedAnswerSchema = z.object({ modifiedCount: z.number() });
