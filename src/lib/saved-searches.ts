import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { savedSearchesSchema, searchSavedSchema, type SavedSearch, type SearchSaved } from '@contract/saved-searches';
import { deletedSchema } from '@contract/selling';
import { deleteJson, getJson, postJson } from './http';
import { personalQueryKey } from './session/personal-query-key';

/* Saved by the results page (catalogue), listed on Saved Searches (buying), so it lives here. */
export const savedSearchesQueryKey = personalQueryKey('saved-searches');

/** GET /api/saved-searches (buyer): latest first. */
export function savedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }): Promise<SavedSearch[]> => getJson('/api/saved-searches', savedSearchesSchema, signal),
  });
}

/** POST /api/saved-searches; the list is read again after. */
export async function saveSearch(
  queryClient: QueryClient,
  search: { query: string; label: string },
): Promise<SearchSaved> {
  const saved = await postJson('/api/saved-searches', search, searchSavedSchema);
  void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey });
  return saved;
}

/** DELETE /api/saved-searches/{id}. */
export function deleteSavedSearch(id: string) {
  return deleteJson(`/api/saved-searches/${encodeURIComponent(id)}`, deletedSchema);
}
