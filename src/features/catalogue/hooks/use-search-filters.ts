import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseSearchFilters, searchLocation, type SearchFilters } from '../lib/search-filters';
import { PRODUCTS_PATH } from '../lib/search-url';

/**
 * The search on /products, read from and written to the URL. Ionic keeps this page mounted (hidden) while a
 * product is open, and the router's location then belongs to that product: the last /products query is kept, so
 * the hidden results and their scroll position are still there on the way back.
 */
export function useSearchFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState(location.search);
  const [seen, setSeen] = useState(location.search);
  // The address changed (back, a link, a chip): the search follows it.
  if (location.pathname === PRODUCTS_PATH && location.search !== seen) {
    setSeen(location.search);
    setSearch(location.search);
  }

  const filters = useMemo(() => parseSearchFilters(search), [search]);

  /**
   * `push` for a new search (the back button returns to the previous one); replace for refining it. The filters
   * change at once; the address follows (the router navigates in a transition), so a second tick made before it
   * does builds on the first instead of undoing it.
   */
  const setFilters = (next: SearchFilters, mode: 'push' | 'replace' = 'replace') => {
    const location = searchLocation(next);
    setSearch(location.search);
    navigate(location, { replace: mode === 'replace' });
  };

  return { filters, setFilters };
}
