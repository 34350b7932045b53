import { searchSuggestionsSchema } from '@contract/search';
import { getJson } from '@/lib/http';

/**
 * GET /api/search-suggestions?q=: a module of its own, loaded when a buyer first types, so the search box on every
 * page keeps the contract's schemas (and zod) off the first page.
 */
export function getSearchSuggestions(q: string, signal?: AbortSignal): Promise<string[]> {
  return getJson(`/api/search-suggestions?${new URLSearchParams({ q }).toString()}`, searchSuggestionsSchema, signal);
}
