import { Link } from 'react-router-dom';
import {
  appliedFilters,
  searchLocation,
  withQuery,
  withoutFilters,
  type SearchFilters,
} from '@/features/catalogue/lib/search-filters';

interface SearchEmptyStateProps {
  filters: SearchFilters;
}

/**
 * Nothing matched: say so, and offer each way of loosening the search in one click. Each is a link to the looser
 * search, so it works on the page the server sent before the app has started.
 */
export default function SearchEmptyState({ filters }: SearchEmptyStateProps) {
  const applied = appliedFilters(filters);
  const subject = filters.q ? `“${filters.q}”` : 'these filters';
  return (
    <section className="search-empty" role="status" aria-labelledby="search-empty-title">
      <svg className="search-empty__art" aria-hidden="true" viewBox="0 0 64 64" width="64" height="64">
        <circle cx="28" cy="28" r="17" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M41 41l13 13" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        <path d="M21 28h14" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <h2 id="search-empty-title" className="search-empty__title">
        Nothing matched {subject}
      </h2>
      <p className="search-empty__detail">
        {applied.length > 0
          ? 'Try removing a filter:'
          : 'Check the spelling, or search for a brand or a kind of camera instead.'}
      </p>
      {applied.length > 0 ? (
        <ul className="search-empty__suggestions">
          {applied.map((filter) => (
            <li key={filter.id}>
              <Link to={searchLocation(filter.without)} replace className="filter-chip">
                Remove {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="search-empty__actions">
        {applied.length > 0 ? (
          <Link to={searchLocation(withoutFilters(filters))} replace className="ss-button">
            Clear all
          </Link>
        ) : null}
        {filters.q ? (
          <Link to={searchLocation(withQuery(filters, ''))} replace className="ss-button ss-button--ghost">
            Search all gear
          </Link>
        ) : null}
      </div>
    </section>
  );
}
