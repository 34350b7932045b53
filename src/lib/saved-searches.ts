import { queryOptions } from '@tanstack/react-query';
import { savedSearchesSchema, type SavedSearch } from '@contract/saved-searches';
import { deletedSchema } from '@contract/selling';
import { deleteJson, getJson } from './http';
import { personalQueryKey } from './session/personal-query-key';

/* Listed on Saved Searches (buying), refreshed when a search saved from the results page (through the outbox) arrives. */
export const savedSearchesQueryKey = personalQueryKey('saved-searches');

/** GET /api/saved-searches (buyer): latest first. */
export function savedSearchesQueryOptions() {
  return queryOptions({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }): Promise<SavedSearch[]> => getJson('/api/saved-searches', savedSearchesSchema, signal),
  });
}

/** DELETE /api/saved-searches/{id}. */
export function deleteSavedSearch(id: string) {
  return deleteJson(`/api/saved-searches/${encodeURIComponent(id)}`, deletedSchema);
}
