import { queryOptions } from '@tanstack/react-query';
import { placesAnswerSchema, type Place } from '@contract/places';
import { getJson } from './http';

/** The cities whose name starts with `typed` (GET /api/places): the same answer for a day, the list never changes. */
export const placesQuery = (typed: string) =>
  queryOptions({
    queryKey: ['places', typed.trim().toLowerCase()] as const,
    queryFn: async ({ signal }): Promise<Place[]> =>
      (await getJson(`/api/places?q=${encodeURIComponent(typed.trim())}`, placesAnswerSchema, signal)).items,
    staleTime: 24 * 60 * 60_000,
  });
