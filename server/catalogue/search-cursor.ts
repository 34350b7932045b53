import { z } from 'zod';
import { dollarsToCents } from '@contract/money.ts';
import type { SearchSort } from '@contract/search.ts';
import { MAX_PRICE_DOLLARS } from '@contract/selling.ts';
import { badRequest } from '../lib/http-errors.ts';

/**
 * Opaque page cursors. Featured, newest, price and distance sorts continue after the last row's sort key and id
 * (keyset: no duplicates or gaps when rows are added meanwhile); relevance continues at an offset.
 */
const textModeSchema = z.enum(['words', 'similar']);
export type TextMode = z.infer<typeof textModeSchema>;

const keysetFields = { kind: z.literal('keyset'), textMode: textModeSchema, id: z.uuid() };
const MAX_PRICE_CENTS = dollarsToCents(MAX_PRICE_DOLLARS);
const MAX_OFFSET = 1_000_000;
/** Farther than any two points on Earth: where the distance sort puts listings without a place. */
export const UNPLACED_DISTANCE_KM = 100_000;

/** What the server encoded, checked as strictly as any input: a hand-made cursor is a 400, never a query error. */
const cursorSchema = z.discriminatedUnion('sort', [
  z.object({ ...keysetFields, sort: z.literal('newest'), value: z.iso.datetime() }),
  z.object({ ...keysetFields, sort: z.literal('featured'), value: z.iso.datetime(), featured: z.boolean() }),
  z.object({
    ...keysetFields,
    sort: z.enum(['price-asc', 'price-desc']),
    value: z.number().int().min(0).max(MAX_PRICE_CENTS),
  }),
  z.object({ ...keysetFields, sort: z.literal('distance'), value: z.number().min(0).max(UNPLACED_DISTANCE_KM) }),
  z.object({
    kind: z.literal('offset'),
    sort: z.literal('relevance'),
    textMode: textModeSchema,
    offset: z.number().int().min(0).max(MAX_OFFSET),
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
