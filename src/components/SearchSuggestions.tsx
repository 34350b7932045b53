import { useEffect } from 'react';
import { useSearchSuggestions } from '@/lib/search-suggestions';

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
