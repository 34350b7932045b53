import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BRANDS, UNNAMED_BRAND } from '@contract/listing-details';
import { searchSuggestionsSchema } from '@contract/search';
import { getJson } from '@/lib/http';
import { useOnlineStatus } from '@/lib/online-status';
import { useSettledValue } from '@/lib/use-settled-value';

/*
 * Loaded only on a search field's first focus, so the contract's schemas the suggestions are read with, and the
 * device's search index, stay off the first page.
 */

/** Suggestions are asked once the typing pauses this long. */
const TYPING_PAUSE_MS = 250;
const MAX_SUGGESTIONS = 8;

/** The known makers a typed word starts ("lei" → Leica); offered without asking the server, offline too. */
function brandsStartingWith(typed: string): string[] {
  const start = typed.trim().toLowerCase();
  if (start.length < 2 || start.includes(' ')) return [];
  return BRANDS.filter((brand) => brand !== UNNAMED_BRAND && brand.toLowerCase().startsWith(start)).slice(0, 3);
}

/**
 * What a search box offers while a buyer types: the makers the typed word starts, then the models for sale whose
 * words start with it (GET /api/search-suggestions, once the typing pauses). Offline, or when the server does not
 * answer, the models come from the listings kept on this device.
 */
function useSearchSuggestions(typed: string): string[] {
  const settled = useSettledValue(typed.trim(), TYPING_PAUSE_MS);
  const online = useOnlineStatus();
  const asked = settled.length >= 2;
  const fromServer = useQuery({
    queryKey: ['search-suggestions', settled.toLowerCase()],
    queryFn: ({ signal }) =>
      getJson(
        `/api/search-suggestions?${new URLSearchParams({ q: settled }).toString()}`,
        searchSuggestionsSchema,
        signal,
      ),
    enabled: asked && online,
    staleTime: 60_000,
    retry: false,
  });
  const fromDevice = useQuery({
    queryKey: ['device-search-suggestions', settled.toLowerCase()],
    // The device's search index is loaded only when it is needed.
    queryFn: async () => (await import('@/offline/catalogue/device-search')).suggestOnDevice(settled),
    enabled: asked && (!online || fromServer.isError),
    networkMode: 'always',
    retry: false,
  });
  const models = online && fromServer.data ? fromServer.data : (fromDevice.data ?? []);
  const all = [...brandsStartingWith(typed), ...(asked ? models : [])];
  return [...new Set(all)]
    .filter((suggestion) => suggestion.toLowerCase() !== typed.trim().toLowerCase())
    .slice(0, MAX_SUGGESTIONS);
}

/**
 * What a search box offers as the buyer types, handed to the field (which lists them in its <datalist>, there from
 * the first paint so the field is a combobox throughout). Renders nothing; loaded on the field's first focus.
 */
export default function SearchSuggestions({
  typed,
  onOffered,
}: {
  typed: string;
  onOffered: (suggestions: string[]) => void;
}) {
  const suggestions = useSearchSuggestions(typed);
  const key = suggestions.join('\n');
  useEffect(() => {
    onOffered(key ? key.split('\n') : []);
  }, [key, onOffered]);
  return null;
}
