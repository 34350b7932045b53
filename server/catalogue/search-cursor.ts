import { z } from 'zod';
import type { SearchSort } from '../../contract/search.ts';
import { badRequest } from '../lib/http-errors.ts';

/**
 * Opaque page cursors. Newest and price sorts continue after the last row's sort key and id
 * (keyset: no duplicates or gaps when rows are added meanwhile); relevance continues at an offset.
 */
const textModeSchema = z.enum(['words', 'similar']);
export type TextMode = z.infer<typeof textModeSchema>;

const cursorSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('keyset'),
    sort: z.enum(['newest', 'price-asc', 'price-desc']),
    textMode: textModeSchema,
    value: z.union([z.string(), z.number()]),
    id: z.string().uuid(),
  }),
  z.object({
    kind: z.literal('offset'),
    sort: z.literal('relevance'),
    textMode: textModeSchema,
    offset: z.number().int().min(0),
  }),
]);
export type SearchCursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(raw: string, sort: SearchSort): SearchCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('This page link is broken; start the search again', 'cursor');
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success || result.data.sort !== sort) {
    throw badRequest('This page link does not belong to this search; start the search again', 'cursor');
  }
  return result.data;
}
